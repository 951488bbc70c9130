import type { Contact } from '@app/shared/contracts';

/** How a contact is named (docs/product.md §2): saved name, else verified business name, else '+' and the number. */
export function contactLabel(contact: Pick<Contact, 'id' | 'name' | 'verifiedName'>): string {
  return contact.name?.trim() || contact.verifiedName?.trim() || `+${contact.id.split('@')[0]!.split(':')[0]}`;
}

/** Newest conversation first; contacts never written to last. */
export const byLastMessage = (a: Contact, b: Contact) => (b.lastMessageTimestamp ?? -1) - (a.lastMessageTimestamp ?? -1);
