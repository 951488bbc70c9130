import type { Contact } from '@app/shared/contracts';
import { selectUserId, useAppSelector } from '@app/shared/session';
import { useSocket, useSocketEvent } from '@app/shared/socket';
import { useEffect, useMemo, useState } from 'react';
import { byLastMessage } from './contact-order.ts';

/**
 * The linked account's contacts from the server ('get-contacts' → 'contacts-data', newer chunks of a
 * sync as 'sync-4'), newest conversation first, and their pictures as they arrive.
 */
export function useContactBook() {
  const socket = useSocket();
  const userId = useAppSelector(selectUserId) ?? '';
  const [contacts, setContacts] = useState<Contact[] | null>(null);
  const [images, setImages] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    socket?.emit('get-contacts', userId);
    socket?.emit('get-contact-images', userId);
  }, [socket, userId]);
  useSocketEvent('contacts-data', ({ chats }) => setContacts(chats));
  useSocketEvent('sync-4', ({ chats }) => setContacts(chats));
  useSocketEvent('contacts-images', (found) =>
    setImages((known) => ({ ...known, ...Object.fromEntries(found.map((f) => [f.contact, f.imgUrl])) })),
  );
  useSocketEvent('contacts-error', ({ message }) => setError(message));

  const sorted = useMemo(() => (contacts ? [...contacts].sort(byLastMessage) : null), [contacts]);
  return { contacts: sorted, images, error };
}
