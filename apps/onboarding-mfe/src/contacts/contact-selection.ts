import { contactLimits, type InsightType } from '@app/shared/catalogue';
import type { Contact } from '@app/shared/contracts';
import type { SessionState } from '@app/shared/session';

export const selectionKey = {
  Wisdom: 'selectedWisdomContacts',
  Looped: 'selectedLoopedContacts',
  Astrology: 'selectedAstrologyContacts',
} as const satisfies Record<InsightType, keyof SessionState>;

/** docs/product.md §5's texts. */
export const contactMessages = {
  tooMany: (type: InsightType) => `You can only select up to ${contactLimits[type]} contact(s) for ${type}.`,
  none: (type: InsightType) => `Please select at least one contact for ${type === 'Wisdom' ? 'wisdom' : type}.`,
};

/** The types a person chose on /wisdom, in the product's order. */
export const chosenTypes = (selected: Record<InsightType, boolean>): InsightType[] =>
  (['Wisdom', 'Looped', 'Astrology'] as const).filter((type) => selected[type]);

/** The first chosen type with no contact, if any: Next stops there. */
export function typeWithoutContacts(session: SessionState): InsightType | undefined {
  return chosenTypes(session.selectedTypes).find((type) => session[selectionKey[type]].length === 0);
}

/**
 * Adds or removes `contact` for `type`. Where a type takes one contact (Looped), choosing another swaps the
 * choice; past a larger limit the addition is refused.
 */
export function toggled(selected: Contact[], contact: Contact, type: InsightType): Contact[] | 'too-many' {
  if (selected.some((c) => c.id === contact.id)) return selected.filter((c) => c.id !== contact.id);
  const chosen = { id: contact.id, name: contact.name ?? null, verifiedName: contact.verifiedName ?? null };
  if (contactLimits[type] === 1) return [chosen];
  if (selected.length >= contactLimits[type]) return 'too-many';
  return [...selected, chosen];
}
