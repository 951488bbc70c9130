import { compilePhrases } from './phrase-book.ts';
import { relationshipPhrases } from './relationship-phrases.ts';
import { topicPhrases } from './topic-phrases.ts';

/**
 * Relationship markers: short, literal phrases in the six companion languages (our own lists, versioned
 * with the code). Lexicon sentiment misreads bids ("I miss you" scores negative) and dismissals
 * ("whatever" scores positive), so these are read on their own (ARCHITECTURE §20).
 */
export const markerKinds = [
  'gratitude',
  'affection',
  'bid',
  'repair',
  'laughter',
  'criticism',
  'contempt',
  'defensiveness',
  'dismissal',
  'stress',
  'joy',
] as const;
export type MarkerKind = (typeof markerKinds)[number];

export const themeKinds = ['plans', 'work', 'family', 'health', 'money', 'food', 'travel'] as const;
export type ThemeKind = (typeof themeKinds)[number];

const patterns = Object.fromEntries(
  Object.entries({ ...relationshipPhrases, ...topicPhrases }).map(([kind, book]) => [kind, compilePhrases(book)]),
) as Record<MarkerKind | ThemeKind, RegExp>;

/** A dismissal only counts as the whole of a short reply ("k", "whatever."), not inside a longer message. */
const shortReply = (text: string) => text.split(/\s+/u).length <= 4;

export const questionMark = /[?؟¿]/u;
export const linkPattern = /https?:\/\/\S+/iu;

export function markersOf(text: string): Set<MarkerKind> {
  const found = new Set<MarkerKind>();
  for (const kind of markerKinds) {
    if (kind === 'dismissal' && !shortReply(text)) continue;
    if (patterns[kind].test(text)) found.add(kind);
  }
  if (linkPattern.test(text)) found.add('bid');
  return found;
}

export function themesOf(text: string): ThemeKind[] {
  return themeKinds.filter((kind) => patterns[kind].test(text));
}
