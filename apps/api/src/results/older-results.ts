import { researchEntries } from '@app/shared/catalogue';
import type { WisdomInsight } from '@app/shared/contracts';
import type { CurrentResult, OlderResult } from './results.ts';

/** The research entry a Looped track suggestion names ('Turning Toward Bids: to notice…'). */
const entryOf = (track: string) => researchEntries.find((r) => track.startsWith(`${r.title}:`)) ?? researchEntries[0]!;

/**
 * A current result in an older page's shape: the Looped reading as one insight per suggested research
 * entry, or every Wisdom reading (each contact, each philosophy) in turn. The words are the engine's.
 */
export function olderFrom(result: CurrentResult, looped: boolean): OlderResult {
  const insights: WisdomInsight[] = looped
    ? result.insights.looped.flatMap(({ insight: l }) =>
        // A reading with no research (a work chat, too few messages) is still one insight on the older page.
        (l.wisdom_track_suggestions.length > 0 ? l.wisdom_track_suggestions : [null]).map((track) => {
          const entry = track === null ? null : entryOf(track);
          return {
            wisdomTitle: entry?.title ?? l.title,
            insight: {
              'Immediate Action Item': l.closing_reflection,
              'Conversation Summary': l.narrative,
              'Relationship Insights': l.emotional_summary,
              'Analysis Responses': l.evidence_quotes.map((q) => ({ title: '💬 Original Message', value: q })),
              Summary: l.title,
              'Action Suggestions': l.closing_reflection ? [l.closing_reflection] : [],
              // The page's Advice already shows the entry's researchers and finding: the quote is its claim.
              ...(entry && track !== null
                ? {
                    'Research Backed Quote': entry.content,
                    "Author's Advice": track,
                    'Bonding Activities': l.wisdom_track_suggestions.filter((other) => other !== track),
                  }
                : {}),
            },
          };
        }),
      )
    : result.insights.wisdom.flatMap(({ insights }) =>
        insights.map((w) => ({
          wisdomTitle: w.wisdomTitle,
          insight: w.insight && {
            'Immediate Action Item': w.insight['Immediate Action Item'],
            'Conversation Summary': w.insight.Summary,
            'Relationship Insights': w.insight.Wisdom,
            'Research Backed Quote': w.insight['Research Backed Quote'],
            'Analysis Responses': w.insight['Analysis Responses'],
            Summary: w.insight.Summary,
            "Author's Advice": w.insight.Wisdom,
            'Action Suggestions': w.insight['Action Item'],
            'Bonding Activities': w.insight['Immediate Action Item'] ? [w.insight['Immediate Action Item']] : [],
          },
          ...(w.error ? { error: w.error } : {}),
        })),
      );
  return { schemaVersion: 'v0-2', userName: result.userName, isLooped: looped, wisdoms: insights.map((i) => i.wisdomTitle), insights };
}
