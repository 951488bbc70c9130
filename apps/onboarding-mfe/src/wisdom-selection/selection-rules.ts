import { requiredBirthDetails } from '@app/shared/forms';
import type { SessionState } from '@app/shared/session';
import { validationMessages } from '@app/shared/validation';

/** What stops the person going on from /wisdom (docs/product.md §5), or null when nothing does. */
export function selectionProblem(
  session: Pick<SessionState, 'selectedTypes' | 'selectedWisdomWisdoms' | 'astrologyFormData'>,
): string | null {
  const { selectedTypes, selectedWisdomWisdoms, astrologyFormData } = session;
  if (selectedTypes.Wisdom && selectedWisdomWisdoms.length === 0) return validationMessages.selectWisdomFirst;
  if (selectedTypes.Astrology && requiredBirthDetails.some((field) => !String(astrologyFormData[field] ?? '').trim())) {
    return validationMessages.fillAstrologyForm;
  }
  return null;
}
