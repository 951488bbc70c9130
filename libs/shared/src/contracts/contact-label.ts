import type { Contact } from './whatsapp.ts';

/** How a contact is named (docs/product.md §2): saved name, else verified business name, else '+' and the number. */
export function contactLabel(contact: Pick<Contact, 'id' | 'name' | 'verifiedName'>): string {
  return contact.name?.trim() || contact.verifiedName?.trim() || `+${contact.id.split('@')[0]!.split(':')[0]}`;
}
