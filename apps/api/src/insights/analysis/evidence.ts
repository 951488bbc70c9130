import type { Conflict } from './conflicts.ts';
import type { Moments } from './conversation-facts.ts';
import type { ReadMessage } from './read-messages.ts';

export const evidenceKinds = [
  'tension',
  'repair',
  'excuse',
  'sarcasm',
  'guiltTrip',
  'missedBid',
  'flatReply',
  'affection',
  'gratitude',
  'goodNews',
  'congratulation',
  'sympathy',
  'laughter',
  'stress',
  'bid',
] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

/** A message quoted as it was written: the reading shows which messages it stands on. */
export interface Evidence {
  index: number;
  fromMe: boolean;
  text: string;
  kind: EvidenceKind;
  tone: number;
}

const maxQuoteChars = 180;
/** Quotes are never altered, so a message that would need masking (numbers, addresses, links) is not quoted at all. */
const private_ = /https?:\/\/|www\.|@[\w.-]+\.\w|\+?\d[\d\s().-]{6,}\d/iu;
const quoteMarks = /["“”«»]/u;

export function quotable(text: string): boolean {
  const length = [...text].length;
  return length >= 2 && length <= maxQuoteChars && !private_.test(text) && !quoteMarks.test(text) && !text.includes('\n');
}

/**
 * The messages a reading stands on, in the order they were written: first what decides it (the tense
 * stretches and their repairs, excuses, sarcasm, bids left unmet), then what colours it (affection, thanks,
 * good news, laughter, stress). Up to `limit`, one per message, each quotable as it was written.
 */
export function pickEvidence(read: readonly ReadMessage[], conflicts: readonly Conflict[], moments: Moments, limit = 6): Evidence[] {
  const chosen = new Map<number, Evidence>();
  const take = (m: ReadMessage | null | undefined, kind: EvidenceKind) => {
    if (!m || chosen.has(m.index) || chosen.size >= limit || !quotable(m.text)) return false;
    chosen.set(m.index, { index: m.index, fromMe: m.fromMe, text: m.text, kind, tone: m.tone });
    return true;
  };
  const strongest = (list: readonly ReadMessage[], warm = true) =>
    [...list].sort((a, b) => (warm ? b.tone - a.tone : a.tone - b.tone) || b.words - a.words)[0];
  for (const conflict of conflicts.slice(0, 2)) {
    take(conflict.start, 'tension');
    take(conflict.repair, 'repair');
  }
  take(moments.sarcasm[0], 'sarcasm');
  take(moments.excuses[0], 'excuse');
  take(moments.guiltTrips[0], 'guiltTrip');
  take(moments.missedBids.at(-1), 'missedBid');
  if (moments.flatReplies.length >= 3) take(moments.flatReplies.at(-1), 'flatReply');
  take(strongest(moments.goodNews), 'goodNews');
  take(strongest(moments.affection), 'affection');
  take(strongest(moments.warmThanks), 'gratitude');
  take(strongest(moments.sympathy), 'sympathy');
  take(strongest(moments.congratulations), 'congratulation');
  take(strongest(read.filter((m) => m.acts.has('laughter') && !m.sarcasm)), 'laughter');
  take(strongest(moments.stress, false), 'stress');
  take(strongest(read.filter((m) => m.acts.has('bid'))), 'bid');
  return [...chosen.values()].sort((a, b) => a.index - b.index);
}
