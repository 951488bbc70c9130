import type { WaChat, WaContact, WaMessage } from '../gateway.ts';
import { exchanges, type Language } from './conversations.ts';
import { hashSeed, seededRandom } from './seeded-random.ts';

interface Person {
  /** Last digits of the phone number, after the session's own prefix. */
  suffix: string;
  name?: string;
  notify?: string;
  verifiedName?: string;
  language: Language;
  /** Exchanges over the weeks; more means a closer contact. */
  exchanges: number;
  picture?: string;
}

/**
 * The simulated phone's address book: saved names, push names only, a verified business and a bare
 * number; a few with pictures; chats in two languages. Realistic enough to choose contacts from.
 */
const people: readonly Person[] = [
  { suffix: '1001', name: 'Maya Patel', notify: 'Maya', language: 'en', exchanges: 22, picture: '#c9822b' },
  { suffix: '1002', name: 'Daniel Okafor', notify: 'Dan', language: 'en', exchanges: 16, picture: '#1d6b52' },
  { suffix: '1003', name: 'Mum', notify: 'Helen', language: 'en', exchanges: 14 },
  { suffix: '1004', name: 'Lucía Fernández', notify: 'Lucía', language: 'es', exchanges: 18, picture: '#7a4fb5' },
  { suffix: '1005', notify: 'Sam 🌊', language: 'en', exchanges: 10 },
  { suffix: '1006', name: 'Carlos Ruiz', language: 'es', exchanges: 12 },
  { suffix: '1007', verifiedName: 'Green Leaf Café', notify: 'Green Leaf Café', language: 'en', exchanges: 3 },
  { suffix: '1008', language: 'en', exchanges: 4 },
  { suffix: '1009', name: 'Priya', notify: 'Priya S', language: 'en', exchanges: 9, picture: '#2f6fdb' },
  { suffix: '1010', name: 'Abuela Rosa', language: 'es', exchanges: 7 },
  { suffix: '1011', notify: 'Jonas', language: 'en', exchanges: 6 },
  { suffix: '1012', name: 'Sofía Martín', notify: 'Sofi', language: 'es', exchanges: 11 },
  { suffix: '1013', name: 'Alex (work)', notify: 'Alex Chen', language: 'en', exchanges: 8 },
  { suffix: '1014', verifiedName: 'City Dental Clinic', language: 'en', exchanges: 2 },
];

export interface AddressBook {
  me: string;
  contacts: WaContact[];
  chats: WaChat[];
  /** Oldest first. */
  messages: WaMessage[];
  pictures: Map<string, string>;
}

const weekSeconds = 7 * 24 * 3600;

const avatar = (color: string, letter: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="41" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

/** The phone of one session, the same on every run for the same session id and seed. */
export function addressBookFor(sessionId: string, seed: number, nowMs: number): AddressBook {
  const random = seededRandom(hashSeed(sessionId, seed));
  const prefix = `49151${String(random.int(10_000, 99_999))}`;
  const me = `${prefix}0000@s.whatsapp.net`;
  const now = Math.floor(nowMs / 1000);
  const contacts: WaContact[] = [];
  const chats: WaChat[] = [];
  const messages: WaMessage[] = [];
  const pictures = new Map<string, string>();

  for (const person of people) {
    const id = `${prefix}${person.suffix}@s.whatsapp.net`;
    contacts.push({ id, name: person.name ?? null, notify: person.notify ?? null, verifiedName: person.verifiedName ?? null });
    if (person.picture) pictures.set(id, avatar(person.picture, (person.name ?? person.notify ?? '?').charAt(0)));
    // Spread over the last six weeks, oldest first, a few minutes between the lines of one exchange.
    let at = now - 6 * weekSeconds + random.int(0, 3 * 24 * 3600);
    const step = Math.floor((6 * weekSeconds) / (person.exchanges + 1));
    for (let i = 0; i < person.exchanges; i += 1) {
      for (const line of random.pick(exchanges[person.language])) {
        const fromMe = line.startsWith('>');
        messages.push({ id: random.hex(20).toUpperCase(), chatId: id, fromMe, text: fromMe ? line.slice(1) : line, timestamp: at });
        at += random.int(20, 600);
      }
      at += step + random.int(-3600, 3600);
    }
    const last = messages.filter((m) => m.chatId === id).at(-1);
    chats.push({ id, name: person.name ?? null, lastMessageTimestamp: last?.timestamp ?? null });
  }
  messages.sort((a, b) => a.timestamp - b.timestamp);
  return { me, contacts, chats, messages, pictures };
}
