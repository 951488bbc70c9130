import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactFromFileName, parseChatExport, toConversation } from './chat-export.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/chats/${name}`, import.meta.url), 'utf8');
/** Local wall-clock time, as the export states it (the parser reads it in the machine's zone). */
const clock = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

describe('the chat export parser', () => {
  it('reads Android’s 24-hour format: multi-line messages whole, system lines and deleted messages out, media as a placeholder', () => {
    const messages = parseChatExport(fixture('android-24h.txt'));
    expect(messages.map((m) => [clock(m.at), m.author, m.text, m.media])).toEqual([
      ['2025-03-12 09:01', 'Sam Rivera', 'Morning! Did you sleep ok?', false],
      ['2025-03-12 09:03', 'Ada', 'Not really 😅 the neighbours again', false],
      ['2025-03-12 09:04', 'Sam Rivera', 'Oh no. Want me to bring coffee later?\nAlso I found that book you wanted', false],
      ['2025-03-12 09:10', 'Ada', '', true],
      ['2025-03-12 09:11', 'Ada', "Yes please!! You're the best ❤️", false],
      ['2025-03-13 07:30', 'Sam Rivera', 'Can we talk tonight? I miss you', false],
    ]);
  });

  it('reads Android’s 12-hour, month-first format', () => {
    const messages = parseChatExport(fixture('android-12h.txt'));
    expect(messages.map((m) => [clock(m.at), m.author, m.media])).toEqual([
      ['2025-03-12 09:01', 'Sam Rivera', false],
      ['2025-03-12 09:03', 'Ada', false],
      ['2025-03-12 12:15', 'Sam Rivera', false],
      ['2025-03-12 21:45', 'Ada', true],
      ['2025-03-13 00:05', 'Ada', false],
    ]);
  });

  it('reads iOS’s bracketed format with seconds, its byte-order mark and invisible marks', () => {
    const messages = parseChatExport(fixture('ios.txt'));
    expect(messages.map((m) => [clock(m.at), m.author, m.text, m.media])).toEqual([
      ['2025-03-12 09:01', 'Sam Rivera', 'Morning! Did you sleep ok?', false],
      ['2025-03-12 09:03', 'Ada', 'Not really\nthe neighbours again', false],
      ['2025-03-12 09:10', 'Ada', '', true],
      ['2025-03-13 07:30', 'Sam Rivera', 'Can we talk tonight? I miss you', false],
    ]);
  });

  it('tells the two sides apart: the contact from the file name or the flags, the user the most frequent other author', () => {
    const messages = parseChatExport(fixture('android-24h.txt'));
    expect(contactFromFileName('/tmp/WhatsApp Chat with Sam Rivera.txt')).toBe('Sam Rivera');
    const conversation = toConversation(messages, { contact: 'Sam Rivera' });
    expect(conversation).toMatchObject({ me: 'Ada', contact: 'Sam Rivera', media: 1 });
    expect(conversation.messages.map((m) => m.fromMe)).toEqual([false, true, false, true, false]);
    expect(toConversation(messages, { me: 'Sam Rivera' })).toMatchObject({ me: 'Sam Rivera', contact: 'Ada' });
    expect(() => toConversation(messages, { me: 'Grace' })).toThrow("Nobody called 'Grace' writes in this chat.");
    expect(() => toConversation(parseChatExport('12/03/2025, 09:01 - Sam: hello'))).toThrow(/two people/);
  });
});
