import { BirthDetailsFields } from '@app/shared/forms';
import { selectSession, sessionFieldSet, useAppDispatch, useAppSelector } from '@app/shared/session';

/** The Astrology birth details of the choices being made, kept in the session store. */
export function BirthDetailsForm({ markMissing }: { markMissing: boolean }) {
  const dispatch = useAppDispatch();
  const { astrologyFormData } = useAppSelector(selectSession);
  return (
    <BirthDetailsFields
      value={astrologyFormData}
      markMissing={markMissing}
      onChange={(value) => dispatch(sessionFieldSet({ key: 'astrologyFormData', value }))}
    />
  );
}
