import type { LoopedInsight, OracleInsight, WisdomInsight } from '../contracts/insights.ts';
import arFriends from './readings/ar-friends.json' with { type: 'json' };
import enCoupleConflict from './readings/en-couple-conflict.json' with { type: 'json' };
import enFriends from './readings/en-friends.json' with { type: 'json' };
import tiny from './readings/tiny.json' with { type: 'json' };

interface ReadingSet {
  wisdom: { contactId: string; insights: WisdomInsight[] }[];
  looped: { contactId: string; insight: LoopedInsight }[];
  astrology: { contactId: string; insight: OracleInsight }[];
}

/**
 * Readings the offline insight engine made from the fixture chats (its golden outputs, kept current by
 * the api's engine tests): what the result pages are tested with, rather than hand-made shapes.
 */
export const readingFixtures = {
  enFriends: enFriends as ReadingSet,
  enCoupleConflict: enCoupleConflict as ReadingSet,
  arFriends: arFriends as ReadingSet,
  /** Three messages: below the floor, 'not enough data'. */
  tiny: tiny as ReadingSet,
};
