import { describe, expect, it } from 'vitest';
import type { ChatMessage, MemoryFacts } from '../insight-engine.ts';
import { readingContext } from '../offline/reading-context.ts';
import { conversationFacts } from './conversation-facts.ts';
import { changeSince, knownKind, memoryFactsOf } from './memory.ts';

const hour = 3_600_000;
const day = 24 * hour;
const start = Date.UTC(2025, 9, 6, 18);

/** A week of evenings: Jo answers Ada within `replyMinutes`; one evening a tense exchange, repaired or not. */
function week(replyMinutes: number, { conflict = false, repaired = false } = {}): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (let d = 0; d < 7; d++) {
    const at = start + d * day;
    messages.push({ fromMe: true, text: `How was day ${d + 1} at the new job?`, at });
    messages.push({ fromMe: false, text: 'Busy but good, the team is kind', at: at + replyMinutes * 60_000 });
    messages.push({ fromMe: true, text: 'Glad to hear it 😊', at: at + replyMinutes * 60_000 + 60_000 });
  }
  if (conflict) {
    const at = start + 6 * day + 2 * hour;
    messages.push({ fromMe: false, text: 'You never listen to me, I am so fed up with this', at });
    messages.push({ fromMe: true, text: 'That is not fair', at: at + 60_000 });
    if (repaired) messages.push({ fromMe: false, text: 'I was short with you, that’s on me. Sorry', at: at + hour });
  }
  return messages.sort((a, b) => a.at - b.at);
}

const factsOf = (messages: ChatMessage[]) =>
  conversationFacts({ messages, me: 'Ada', contact: 'Jo', contactName: 'Jo', timeZone: 'Europe/Lisbon' });

describe('the memory of a relationship', () => {
  it('keeps counts and labels only, never a word of the chat', async () => {
    const kept = memoryFactsOf(await factsOf(week(30)));
    expect(kept).toMatchObject({ written: 21, sessions: 7, opened: { me: 7, contact: 0 }, conflicts: 0 });
    expect(JSON.stringify(kept)).not.toMatch(/job|team|kind|glad/iu);
  });

  it('the first reading says it is the first; the next names what changed, and the long view comes with three', async () => {
    const first = await factsOf(week(240));
    const english = (facts: Awaited<ReturnType<typeof factsOf>>, history: Parameters<typeof changeSince>[1]) =>
      readingContext(facts, 'English', { me: 'Ada', contact: 'Jo' }, 'Europe/Lisbon', history).since;
    expect(english(first, [])).toMatch(/first reading/u);

    const remembered = (facts: MemoryFacts, at: number) => ({ at, facts });
    const history = [remembered(memoryFactsOf(first), start + 7 * day)];
    const second = await factsOf(week(20, { conflict: true, repaired: true }));
    expect(changeSince(memoryFactsOf(second), history)).toMatchObject({
      kind: 'since',
      reply: { direction: 'faster', before: 240 * 60_000, now: 20 * 60_000 },
      conflict: { repaired: true },
      long: null,
    });
    const sentence = english(second, history);
    expect(sentence).toMatch(/^Since the last reading on Oct 13: /u);
    expect(sentence).toContain(
      'Jo answered within about 20 minutes, quicker than the 4 hours of last time; the tone went from warm to mixed;',
    );
    expect(sentence).toContain('there was a tense moment, and it was repaired: the first since Oct 13');

    const third = await factsOf(week(20));
    const longer = [remembered(memoryFactsOf(second), start + 14 * day), ...history];
    const long = english(third, longer);
    expect(long).toMatch(/Across 3 readings since Oct 13, the conversation was /u);
    expect(changeSince(memoryFactsOf(third), longer)).toMatchObject({ conflict: null, reply: null });
  });

  it('an unchanged week says little changed, without inventing a difference', async () => {
    const facts = await factsOf(week(30));
    const change = changeSince(memoryFactsOf(facts), [{ at: start, facts: memoryFactsOf(facts) }]);
    expect(change).toMatchObject({ kind: 'since', reply: null, opened: null, tone: null, conflict: null });
    const since = readingContext(facts, 'English', { me: 'Ada', contact: 'Jo' }, 'UTC', [{ at: start, facts: memoryFactsOf(facts) }]).since;
    expect(since).toMatch(/Oct 6.*Jo|Jo.*Oct 6/u);
    expect(since).not.toMatch(/answered within|you opened|the tone went|tense moment/u);
  });

  it('a phrasing sent in the last ten readings is not sent again while the part has another', async () => {
    const facts = await factsOf(week(30));
    const names = { me: 'Ada', contact: 'Jo' };
    const options = [...'abcdefghijk'];
    let history: { at: number; facts: ReturnType<typeof memoryFactsOf> & { sent: string[] } }[] = [];
    const taken: string[] = [];
    for (let day = 0; day < 11; day++) {
      const c = readingContext(facts, 'English', names, 'UTC', history);
      taken.push(c.pick('view', [], options));
      history = [{ at: start + day * 86_400_000, facts: { ...memoryFactsOf(facts), sent: c.sent } }, ...history].slice(0, 10);
    }
    expect(new Set(taken).size).toBe(11);
    // With three ways to say it, the one sent longest ago comes back first; a preferred one is taken when fresh.
    const c = readingContext(facts, 'English', names, 'UTC', [
      { at: start + 2, facts: { ...memoryFactsOf(facts), sent: ['slot=b', 'lead=own'] } },
      { at: start + 1, facts: { ...memoryFactsOf(facts), sent: ['slot=a'] } },
      { at: start, facts: { ...memoryFactsOf(facts), sent: ['slot=c'] } },
    ]);
    expect(c.pick('slot', [], ['a', 'b', 'c'])).toBe('c');
    expect(c.pick('slot', [], ['a', 'b', 'c'])).toBe('a');
    expect(c.pick('lead', ['own'], ['x'])).toBe('x');
    expect(c.pick('fresh', ['own'], ['x'])).toBe('own');
    expect(c.sent.filter((key) => !key.startsWith('since.'))).toEqual(['slot=c', 'slot=a', 'lead=x', 'fresh=own']);
  });

  it('readings remembered before `sent` (one phrasing per slot) are honoured', async () => {
    const facts = await factsOf(week(30));
    const first = readingContext(facts, 'English', { me: 'Ada', contact: 'Jo' }, 'UTC');
    const slots = ['title', 'opening', 'reach', 'closing'];
    const taken = Object.fromEntries(slots.map((slot) => [slot, first.variant(slot)]));
    const next = readingContext(facts, 'English', { me: 'Ada', contact: 'Jo' }, 'UTC', [
      { at: start, facts: { ...memoryFactsOf(facts), phrasings: taken } },
    ]);
    for (const slot of slots) expect([slot, next.variant(slot)]).not.toEqual([slot, taken[slot]]);
  });

  it('who the two are comes from the earlier readings when a short window says otherwise, and only when they agree', async () => {
    const remembered = (relationship: string) => ({ at: start, facts: { ...memoryFactsOf(factsOf0), relationship } });
    const factsOf0 = await factsOf(week(30));
    expect(knownKind([remembered('partner'), remembered('partner'), remembered('work')])).toBe('partner');
    expect(knownKind([remembered('partner'), remembered('work')])).toBeNull();
    expect(knownKind([remembered('partner')])).toBeNull();
    const shortWeek = week(30).slice(0, 6);
    const alone = await factsOf(shortWeek);
    const remembering = await conversationFacts({
      messages: shortWeek,
      me: 'Ada',
      contact: 'Jo',
      contactName: 'Jo',
      timeZone: 'UTC',
      knownKind: 'family',
    });
    expect(remembering.relationship).toEqual({ kind: 'family', cues: ['the earlier readings'] });
    expect(alone.relationship.kind).not.toBe('family');
  });
});
