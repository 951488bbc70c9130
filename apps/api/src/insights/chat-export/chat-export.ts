import { parseString } from 'whatsapp-chat-parser';
import { lineKind, typedText } from '../analysis/system-lines.ts';
import type { ChatMessage } from '../insight-engine.ts';

/** One line of an exported chat: who wrote what, when; media shows as a placeholder, never as text. */
export interface ExportedMessage {
  author: string;
  text: string;
  at: Date;
  media: boolean;
}

/**
 * Reads a chat exported with WhatsApp's own "Export chat" (without media): Android's
 * `31/12/2022, 21:05 - Name: text` and iOS's `[31/12/2022, 21:05:03] Name: text`, 12- and 24-hour
 * clocks, day- or month-first dates, multi-line messages. WhatsApp's own lines — group changes, the
 * encryption notice, missed calls, deleted messages, 'null' (analysis/system-lines.ts) — are left out;
 * media placeholders stay, flagged, with no text.
 */
export function parseChatExport(text: string): ExportedMessage[] {
  return parseString(text.replace(/^\uFEFF/, ''))
    .filter((m): m is typeof m & { author: string } => m.author !== null && lineKind(m.message) !== 'system')
    .map((m) => {
      const media = lineKind(m.message) === 'media';
      return { author: typedText(m.author), text: media ? '' : typedText(m.message), at: m.date, media };
    });
}

/** The contact's name in an export's file name ('WhatsApp Chat with Sam.txt'), when it has one. */
export function contactFromFileName(fileName: string): string | undefined {
  return /WhatsApp Chat (?:with|-) (.+?)(?:\.txt)?$/i.exec(fileName.split(/[\\/]/).pop() ?? '')?.[1]?.trim();
}

/**
 * The two sides of a one-to-one export: the contact (given; else the most frequent author who is not
 * `me`, or the second most frequent) and the user (given with `me`, or the most frequent author other
 * than the contact). Messages of anyone
 * else (a group) are left out; the media placeholders stay out of the text the engine reads.
 */
export function toConversation(messages: ExportedMessage[], sides: { me?: string; contact?: string } = {}) {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(m.author, (counts.get(m.author) ?? 0) + 1);
  const byFrequency = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([author]) => author);
  const contact = sides.contact ?? (sides.me ? byFrequency.find((a) => a !== sides.me) : byFrequency[1]);
  const me = sides.me ?? byFrequency.find((a) => a !== contact);
  if (!me || !contact) throw new Error('The chat needs messages from two people: name them with --me and --contact.');
  for (const name of [me, contact]) if (!counts.has(name)) throw new Error(`Nobody called '${name}' writes in this chat.`);
  const chat: ChatMessage[] = messages
    .filter((m) => !m.media && (m.author === me || m.author === contact))
    .map((m) => ({ fromMe: m.author === me, text: m.text, at: m.at.getTime() }));
  return { me, contact, messages: chat, media: messages.filter((m) => m.media).length };
}
