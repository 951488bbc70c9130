import type { Contact } from '@app/shared/contracts';

/** Newest conversation first; contacts never written to last. */
export const byLastMessage = (a: Contact, b: Contact) => (b.lastMessageTimestamp ?? -1) - (a.lastMessageTimestamp ?? -1);
