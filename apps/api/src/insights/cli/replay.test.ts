import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../insight-engine.ts';
import { createOfflineEngine } from '../offline/offline-engine.ts';
import { replay } from './replay.ts';

const day = 86_400_000;
const lines = [
  ['Morning! Did you sleep?', 'A bit, the neighbours again', 'Ugh. Coffee later?'],
  ['How was the dentist?', 'Fine, no fillings 🎉', 'Told you so'],
  ['Dinner at mine on Friday?', 'Yes please, I’ll bring dessert', 'Deal'],
  ['Still on for the market?', 'Can we go Sunday instead?', 'Sunday works'],
];

/** A couple writing two to four messages a day for `days` days, in the evening. */
function slowChat(days: number): ChatMessage[] {
  const start = Date.UTC(2025, 2, 3, 19);
  const messages: ChatMessage[] = [];
  for (let d = 0; d < days; d++) {
    const texts = lines[d % lines.length]!.slice(0, 2 + (d % 3 === 0 ? 1 : 0) + (d % 5 === 0 ? 1 : 0));
    texts.forEach((text, i) => messages.push({ fromMe: i % 2 === 0, text, at: start + d * day + i * 7 * 60_000 }));
  }
  return messages;
}

describe('replaying a chat through the scheduler', () => {
  it('with the defaults (Daily, 25) a slow couple gets a reading each time 25 messages have gathered, and none is lost', async () => {
    const messages = slowChat(45);
    const { runs } = await replay({
      messages,
      me: 'Ada',
      contact: 'Jo',
      type: 'Looped',
      wisdoms: [],
      birth: null,
      language: 'English',
      intervalHours: 24,
      minimum: 25,
      timeZone: 'Europe/London',
      engine: createOfflineEngine(),
    });
    const delivered = runs.filter((r) => r.delivered);
    expect(runs.length).toBe(45);
    // Every delivered run read at least the minimum; every skipped one kept what it had for the next.
    for (const run of delivered) expect(run.newMessages).toBeGreaterThanOrEqual(25);
    for (const run of runs.filter((r) => !r.delivered)) expect(run.reason).toMatch(/kept for the next run/u);
    const read = delivered.reduce((sum, r) => sum + r.newMessages, 0);
    expect(messages.length - read).toBeLessThan(25);
    expect(delivered.length).toBeGreaterThanOrEqual(Math.floor(messages.length / 30));
    // The first reading says it is the first; the next ones say what changed.
    expect((delivered[0]!.readings[0] as { narrative: string }).narrative).toMatch(/first reading/u);
    const second = (delivered[1]!.readings[0] as { narrative: string }).narrative;
    expect(second).not.toMatch(/first reading/u);
    expect(second).toContain(
      new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(delivered[0]!.at)),
    );
  });
});
