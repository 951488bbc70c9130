import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../insight-engine.ts';
import { conversationFacts, messageFloor, sessionGapMs } from './conversation-facts.ts';

const minute = 60_000;
const start = Date.UTC(2025, 5, 2, 8, 0);
/** [minutes after the start, fromMe, text] */
const chat = (...rows: [number, boolean, string][]): ChatMessage[] =>
  rows.map(([m, fromMe, text]) => ({ at: start + m * minute, fromMe, text }));
const facts = (messages: ChatMessage[]) => conversationFacts({ messages, me: 'Ada', contact: 'Sam', timeZone: 'Europe/London' });

describe('the facts of a conversation', () => {
  it('counts who opens each conversation after a gap, and how fast each side replies', async () => {
    const gap = sessionGapMs / minute + 1;
    const f = await facts(
      chat(
        [0, false, 'Morning! Coffee later?'],
        [4, true, 'Yes please'],
        [5, false, 'Great'],
        [5 + gap, true, 'Home now'],
        [15 + gap, false, 'Glad you made it'],
        [15 + 2 * gap, true, 'Night!'],
      ),
    );
    expect([f.sessions, f.me.initiations, f.contact.initiations]).toEqual([3, 2, 1]);
    expect(f.me.medianReplyMs).toBe(4 * minute);
    expect(f.contact.medianReplyMs).toBe(5.5 * minute);
    expect(f.busiestPart).toBe('morning');
  });

  it('a bid is turned toward by an answer in time, not by a dismissal or by silence', async () => {
    const gap = sessionGapMs / minute + 1;
    const f = await facts(
      chat(
        [0, false, 'Can we talk tonight?'],
        [2, true, 'Of course, call me at 8'],
        [60, false, 'Did you see my photo?'],
        [61, true, 'k'],
        [120, false, 'Are you free on Sunday?'],
        [120 + gap, true, 'Sorry, only saw this now'],
      ),
    );
    expect([f.contact.bidsMade, f.contact.bidsAnswered]).toEqual([3, 1]);
    expect([f.contact.questions, f.me.questionsAnswered]).toEqual([3, 1]);
  });

  it('tension: a run of negative messages is a conflict; a repair in it counts', async () => {
    const f = await facts(
      chat(
        [0, false, 'You never listen to me, it is exhausting'],
        [1, true, "It's not my fault, you always change the plan"],
        [2, false, 'That is ridiculous 🙄'],
        [3, true, 'Sorry. I didn’t mean it. Can we start over?'],
        [4, false, 'Thank you. Me too'],
      ),
    );
    expect(f.conflicts).toBe(1);
    expect(f.repairedConflicts).toBe(1);
    expect(f.contact.markers.criticism).toBe(1);
    expect(f.me.markers.defensiveness).toBe(1);
  });

  it(`below ${messageFloor} written messages there is not enough to read; confidence is 0`, async () => {
    const f = await facts(chat([0, false, 'Hi'], [1, true, 'Hey'], [2, false, 'See you']));
    expect(f.enough).toBe(false);
    expect(f.confidence).toBe(0);
  });
});

it('a tense stretch followed by hours of silence is counted: the lexical trace of stonewalling', async () => {
  const hours = (h: number) => (h * 3_600_000) / 60_000;
  const f = await conversationFacts({
    me: 'Ada',
    contact: 'Sam',
    timeZone: 'UTC',
    messages: [
      [0, false, 'You never listen, this is ridiculous'],
      [1, true, 'Whatever'],
      [hours(9), false, 'Are you still angry?'],
      [hours(9) + 2, true, 'Sorry, I needed time'],
      [hours(9) + 3, false, 'Thank you for saying that'],
    ].map(([m, fromMe, text]) => ({ at: Date.UTC(2025, 0, 1) + (m as number) * 60_000, fromMe: fromMe as boolean, text: text as string })),
  });
  expect(f.conflicts).toBe(1);
  expect(f.silencesAfterTension).toBe(1);
});
