import { researchEntries } from '@app/shared/catalogue';
import type { InstantWisdomResponse, LoopedInsight, ResponseItem, WisdomInsight } from '@app/shared/contracts';

const original = (quote: string): ResponseItem => ({ title: '💬 Original Message', value: quote });

/**
 * An engine reading in instant wisdom's shape (docs/product.md §3): the insight is a JSON string; a
 * Looped one is titled by its research entry, a Wisdom one by its philosophy.
 */
export function instantFromLooped(reading: LoopedInsight): InstantWisdomResponse {
  const track = reading.wisdom_track_suggestions[0] ?? '';
  const entry = researchEntries.find((r) => track.startsWith(`${r.title}:`)) ?? researchEntries[0]!;
  return {
    wisdom: entry.title,
    isLooped: true,
    insight: JSON.stringify({
      'Immediate Action Item': reading.closing_reflection,
      'Conversation Summary': reading.narrative,
      'Relationship Insights': reading.emotional_summary,
      // 'Advice' shows the entry's researchers and finding: the quote is its claim.
      'Research Backed Quote': entry.content,
      'Analysis Responses': reading.evidence_quotes.map(original),
    }),
  };
}

export function instantFromWisdom(reading: WisdomInsight): InstantWisdomResponse {
  const i = reading.insight ?? {};
  return {
    wisdom: reading.wisdomTitle,
    isLooped: false,
    insight: JSON.stringify({
      kohan: i.Wisdom ?? reading.error ?? '',
      wisdom: i.Summary ?? '',
      'Guideline Responses': [...(i['Guideline Responses'] ?? []), ...(i['Analysis Responses'] ?? [])],
      actionItem: [...(i['Action Item'] ?? []), ...(i['Immediate Action Item'] ? [i['Immediate Action Item']] : [])],
    }),
  };
}
