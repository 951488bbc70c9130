import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChatExport, toConversation } from '../chat-export/chat-export.ts';
import type { ChatMessage } from '../insight-engine.ts';
import { conversationFacts, messageFloor, sessionGapMs } from './conversation-facts.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const start = Date.UTC(2026, 5, 2, 18, 0);
/** [ms after the start, fromMe, text] */
const chat = (...rows: [number, boolean, string][]): ChatMessage[] => rows.map(([at, fromMe, text]) => ({ at: start + at, fromMe, text }));
const facts = (messages: ChatMessage[], timeZone = 'Europe/London') => conversationFacts({ messages, me: 'Ada', contact: 'Sam', timeZone });

/** A couple drifting apart: Ada reaches out every evening; Sam answers later and shorter each week. */
function drifting(): ChatMessage[] {
  const rows: [number, boolean, string][] = [];
  const asks = [
    'How was your day? Did the meeting with your manager go ok?',
    'I made that soup you like, want to come over after work?',
    'Thinking about the trip to the coast, shall we book the cabin?',
    'Can we talk tonight? I miss you',
    'Did you see the photos from the weekend?',
    'Are you free on Sunday for lunch with my sister?',
    'I found the book you wanted, I can bring it tomorrow',
  ];
  const answers = [
    ['It went really well actually, he liked the plan! Tell you everything later ❤️', 'Yes!! I’ll be there at 8, save me some'],
    ['Sounds good, maybe', 'Let’s see, busy week'],
    ['ok', 'k', 'fine', 'will try'],
  ];
  for (let d = 0; d < 21; d++) {
    const week = Math.min(2, Math.floor(d / 7));
    const delay = [10 * minute, 3 * hour, 11 * hour][week]!;
    rows.push([d * day, true, asks[d % asks.length]!]);
    rows.push([d * day + delay, false, answers[week]![d % answers[week]!.length]!]);
  }
  return chat(...rows);
}

describe('the facts of a conversation', () => {
  it('counts who opens each conversation after a gap, and how fast each side replies', async () => {
    const gap = sessionGapMs + minute;
    const f = await facts(
      chat(
        [0, false, 'Morning! Coffee later?'],
        [4 * minute, true, 'Yes please'],
        [5 * minute, false, 'Great, the usual place'],
        [5 * minute + gap, true, 'Home now'],
        [15 * minute + gap, false, 'Glad you made it'],
        [15 * minute + 2 * gap, true, 'Night!'],
      ),
    );
    expect([f.sessions, f.me.initiations, f.contact.initiations]).toEqual([3, 2, 1]);
    expect(f.me.replyMs).toBe(4 * minute);
    expect(f.contact.replyMs).toBe(5.5 * minute);
    // Two of three conversations is two thirds: above the 65% that makes one side the one who reaches out.
    expect(f.initiator).toBe('me');
  });

  it('a drifting couple cools: later, shorter, flatter answers; one side does the reaching out; never called warm', async () => {
    const f = await facts(drifting());
    expect(f.trend).toBe('cooling');
    expect(f.initiator).toBe('me');
    expect(f.tone.label).not.toBe('warm');
    expect(f.last.contact.replyMs!).toBeGreaterThan(f.first.contact.replyMs! * 10);
    expect(f.moments.flatReplies.length).toBeGreaterThanOrEqual(6);
    expect(f.relationship.kind).not.toBe('work');
  });

  it('a tense stretch repaired by an apology that owns something; an excuse repairs nothing', async () => {
    const f = await facts(
      chat(
        [0, true, 'Where were you? I waited an hour at the restaurant'],
        [20 * minute, false, 'sorry, something came up'],
        [21 * minute, true, 'great, nice to know I come after everything else lol'],
        [25 * minute, false, 'You always make such a big deal of things'],
        [26 * minute, true, 'Whatever'],
        [14 * hour, false, 'I was short with you yesterday, that’s on me. Can I make it up to you tonight?'],
        [14 * hour + 5 * minute, true, 'Thank you for saying that. Yes, let’s have dinner ❤️'],
      ),
    );
    expect(f.conflicts).toHaveLength(1);
    const [conflict] = f.conflicts;
    expect(conflict!.start.text).toBe('Where were you? I waited an hour at the restaurant');
    expect(conflict!.repaired).toBe(true);
    expect(conflict!.repair!.text).toBe('I was short with you yesterday, that’s on me. Can I make it up to you tonight?');
    expect(f.moments.excuses.map((m) => m.text)).toEqual(['sorry, something came up']);
    expect(f.moments.sarcasm).toHaveLength(1);
  });

  it('a work chat is work, its arrangements are its topics, and an apology for chasing is not a repair', async () => {
    const f = await facts(
      chat(
        [0, true, 'Hi Dave, could you send the quote for the rewiring of the kitchen?'],
        [2 * hour, false, 'Morning. Quote attached, £840 incl. VAT, labour and materials'],
        [3 * hour, true, 'Thanks, looks fine. Can you start on Monday?'],
        [4 * hour, false, 'Monday 8am works. I’ll need access to the fuse box'],
        [3 * day, false, 'Job done, invoice 0412 sent by email'],
        [10 * day, false, 'Sorry to chase, accounts says invoice 0412 is still open'],
        [10 * day + hour, true, 'Apologies, paying it now by bank transfer'],
        [10 * day + 2 * hour, false, 'Received, thanks'],
      ),
    );
    expect(f.relationship.kind).toBe('work');
    expect(f.conflicts).toEqual([]);
    expect(f.topics.map((t) => t.phrase)).toContain('invoice 0412');
  });

  it('a topic never ends on a possessive: "Dad\'s" alone names nothing (a chat the rules were not written for)', async () => {
    const text = readFileSync(new URL('../../../test/fixtures/chats/siblings-care.txt', import.meta.url), 'utf8');
    const { messages } = toConversation(parseChatExport(text), { me: 'Arjun', contact: 'Priya' });
    const phrases = (await facts(messages, 'UTC')).topics.map((t) => t.phrase);
    expect(phrases).toContain('the nurse');
    expect(phrases.filter((p) => /['’]s$/u.test(p))).toEqual([]);
  });

  it('friends talking about a job are friends: work words make a work chat only beside arrangements or formal address', async () => {
    const rows: [number, boolean, string][] = [];
    for (let d = 0; d < 6; d++) {
      rows.push([d * day, false, '¿Cómo salió la reunión con tu jefe?']);
      rows.push([d * day + 5 * minute, true, 'Bien, me van a dar el proyecto nuevo']);
      rows.push([d * day + 6 * minute, false, '¡Enhorabuena! Te lo mereces']);
      rows.push([d * day + 7 * minute, true, 'Gracias, de verdad 😊']);
    }
    expect((await facts(chat(...rows))).relationship.kind).not.toBe('work');
  });

  it('reads the hours in the reader’s zone, and names only what was written', async () => {
    const f = await facts(
      chat(
        [0, false, 'Saw the flat in Lisbon today, the one near the river'],
        [30 * minute, true, 'How was it? Big enough for the piano?'],
        [day, false, 'The flat in Lisbon is ours if we want it!'],
        [day + 10 * minute, true, 'Yes!! The flat in Lisbon it is'],
        [2 * day, false, 'Signed for the flat in Lisbon 🎉'],
      ),
      'America/Sao_Paulo',
    );
    // 18:00 UTC is 15:00 in São Paulo.
    expect(f.busiestPart).toBe('afternoon');
    const texts = f.topics.map((t) => t.phrase);
    expect(texts.some((t) => /flat in Lisbon/u.test(t))).toBe(true);
    const written = f.evidence.map((e) => e.text).join(' ');
    for (const topic of texts)
      expect(`${written} Saw the flat in Lisbon today, the one near the river`.toLowerCase()).toContain(topic.toLowerCase().split(' ')[0]!);
  });

  it('below the floor, not enough data; system lines never count as messages', async () => {
    const f = await facts(
      chat(
        [0, false, 'hi'],
        [minute, true, 'Missed voice call'],
        [2 * minute, false, 'null'],
        [3 * minute, true, 'This message was deleted'],
      ),
    );
    expect(f.written).toBe(1);
    expect(f.enough).toBe(false);
    expect(messageFloor).toBe(5);
  });
});
