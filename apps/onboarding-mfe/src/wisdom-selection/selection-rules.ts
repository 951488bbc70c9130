import type { AstrologyForm } from '@app/shared/contracts';
import type { SessionState } from '@app/shared/session';
import { validationMessages } from '@app/shared/validation';

const requiredBirthDetails: (keyof AstrologyForm)[] = ['firstName', 'lastName', 'dob', 'city', 'country'];

/** What stops the person going on from /wisdom (docs/product.md §5), or null when nothing does. */
export function selectionProblem(
  session: Pick<SessionState, 'selectedTypes' | 'selectedWisdomWisdoms' | 'astrologyFormData'>,
): string | null {
  const { selectedTypes, selectedWisdomWisdoms, astrologyFormData } = session;
  if (selectedTypes.Wisdom && selectedWisdomWisdoms.length === 0) return validationMessages.selectWisdomFirst;
  if (selectedTypes.Astrology && requiredBirthDetails.some((field) => !astrologyFormData[field]?.trim())) {
    return validationMessages.fillAstrologyForm;
  }
  return null;
}
