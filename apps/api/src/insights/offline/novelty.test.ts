import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../test/fixtures/chats/corpus.ts';
import { repeatsOf } from '../../../test/fixtures/chats/deliveries.ts';
import { createOfflineEngine } from './offline-engine.ts';

/**
 * A schedule promises something new at each delivery: the labelled chats replayed daily at '5 messages for
 * testing' through the server's own scheduler and memory, each delivery compared with every earlier one for
 * that contact (names, numbers and quotes masked). `npm run bench:readings` prints the same over all 33 chats.
 */
const engine = createOfflineEngine();
const chats = loadCorpus('labelled').filter((chat) => chat.name.startsWith('en-') || chat.name.startsWith('es-'));

describe('each delivery is new', () => {
  for (const [type, budget] of [
    ['Looped', 0.25],
    ['Wisdom', 0.25],
    ['Astrology', 0.4],
  ] as const)
    it(`${type}: later deliveries repeat on average at most ${budget * 100}% of what was sent before`, async () => {
      const wisdoms = type === 'Wisdom' ? ['Stoicism', 'Carl Jung', 'The Dude'] : [];
      const shares = (await Promise.all(chats.map((chat) => repeatsOf(chat, type, wisdoms, engine)))).flat().map((r) => r.share);
      expect(shares.length).toBeGreaterThan(20);
      expect(shares.reduce((a, b) => a + b, 0) / shares.length).toBeLessThanOrEqual(budget);
    });
});
