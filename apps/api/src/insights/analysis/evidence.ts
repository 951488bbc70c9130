import type { MarkerKind } from './markers.ts';

export const evidenceKinds = [
  'gratitude',
  'affection',
  'laughter',
  'repair',
  'bid',
  'friction',
  'stress',
  'joy',
] as const satisfies readonly (MarkerKind | 'friction')[];
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

export function evidenceKindOf(markers: ReadonlySet<MarkerKind>): EvidenceKind | null {
  if (markers.has('criticism') || markers.has('contempt') || markers.has('defensiveness')) return 'friction';
  for (const kind of ['repair', 'gratitude', 'affection', 'laughter', 'joy', 'stress', 'bid'] as const) if (markers.has(kind)) return kind;
  return null;
}

/**
 * The strongest message of each kind (strongest tone, then the longer one, then the earlier one), up to
 * `limit`, in the order they were written.
 */
export function pickEvidence(candidates: Evidence[], limit: number): Evidence[] {
  const best = new Map<EvidenceKind, Evidence>();
  for (const c of candidates) {
    const held = best.get(c.kind);
    const stronger =
      !held || Math.abs(c.tone) > Math.abs(held.tone) || (Math.abs(c.tone) === Math.abs(held.tone) && c.text.length > held.text.length);
    if (stronger) best.set(c.kind, c);
  }
  return evidenceKinds
    .map((kind) => best.get(kind))
    .filter((e): e is Evidence => e !== undefined)
    .slice(0, limit)
    .sort((a, b) => a.index - b.index);
}
