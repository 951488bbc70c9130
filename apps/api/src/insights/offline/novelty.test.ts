import { describe, expect, it } from 'vitest';
import { loadCorpus, type LabelledChat } from '../../../test/fixtures/chats/corpus.ts';
import { sentencesOf } from '../../../test/fixtures/chats/sentences.ts';
import { replay } from '../cli/replay.ts';
import { createOfflineEngine } from './offline-engine.ts';

/**
 * A schedule promises something new at each delivery: the labelled chats replayed daily at '5 messages for
 * testing' through the server's own scheduler and memory, each delivery compared with every earlier one for
 * that contact (names, numbers and quotes masked). `npm run bench:readings` prints the same over all 33 chats.
 */
const engine = createOfflineEngine();
const chats = loadCorpus('labelled').filter((chat) => chat.name.startsWith('en-') || chat.name.startsWith('es-'));
const birth = {
  firstName: 'Ada',
  lastName: 'Reader',
  dob: '1990-06-15',
  timeOfBirth: '14:30',
  city: 'London',
  country: 'GB',
  timeZone: 'Europe/London',
  latitude: 51.5072,
  longitude: -0.1276,
};

async function repeats(chat: LabelledChat, type: 'Looped' | 'Wisdom' | 'Astrology') {
  const { runs } = await replay({
    messages: chat.messages,
    me: chat.me,
    contact: chat.contact,
    type,
    wisdoms: type === 'Wisdom' ? ['Stoicism', 'Carl Jung', 'The Dude'] : [],
    birth: type === 'Astrology' ? birth : null,
    language: 'English',
    intervalHours: 24,
    minimum: 5,
    timeZone: 'UTC',
    engine,
  });
  const sent = new Set<string>();
  const shares: number[] = [];
  for (const run of runs.filter((r) => r.delivered)) {
    const sentences = new Set(run.readings.flatMap((r) => [...sentencesOf(r, [chat.me, chat.contact], { quotes: true })]));
    if (sent.size > 0) shares.push([...sentences].filter((x) => sent.has(x)).length / sentences.size);
    for (const x of sentences) sent.add(x);
  }
  return shares;
}

describe('each delivery is new', () => {
  for (const [type, budget] of [
    ['Looped', 0.25],
    ['Wisdom', 0.25],
    ['Astrology', 0.4],
  ] as const)
    it(`${type}: later deliveries repeat on average at most ${budget * 100}% of what was sent before`, async () => {
      const shares = (await Promise.all(chats.map((chat) => repeats(chat, type)))).flat();
      expect(shares.length).toBeGreaterThan(20);
      expect(shares.reduce((a, b) => a + b, 0) / shares.length).toBeLessThanOrEqual(budget);
    });
});
