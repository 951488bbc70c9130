import { wisdomTitles, type CompanionLanguage, type InsightType } from '@app/shared/catalogue';
import { contactLabel, type InsightReadingSummary, type InsightSummary } from '@app/shared/contracts';
import type { StoredResult } from './results.ts';

/** Who each reading of a kind is about, by name, in the result's order. */
function namesOf(result: Extract<StoredResult, { schemaVersion: 'v0-4' }>, contactIds: readonly string[]): string[] {
  const byId = new Map(result.contacts.map((c) => [c.id, c]));
  return [...new Set(contactIds)].map((id) => contactLabel({ id, name: byId.get(id)?.name ?? null }));
}

const knownWisdoms = (titles: readonly string[]) => [...new Set(titles)].filter((t) => wisdomTitles.includes(t));

/** The kinds of reading a result holds, each with whom it is about (and for Wisdom, which philosophies). */
function readingsOf(result: StoredResult): InsightReadingSummary[] {
  if (result.schemaVersion !== 'v0-4') {
    const kind: InsightType = result.isLooped ? 'Looped' : 'Wisdom';
    return [{ kind, contacts: [], philosophies: result.isLooped ? [] : knownWisdoms(result.wisdoms) }];
  }
  const { wisdom, looped, astrology } = result.insights;
  const readings: InsightReadingSummary[] = [];
  if (wisdom.length > 0)
    readings.push({
      kind: 'Wisdom',
      contacts: namesOf(
        result,
        wisdom.map((r) => r.contactId),
      ),
      philosophies: knownWisdoms(wisdom.flatMap((r) => r.insights.map((i) => i.wisdomTitle))),
    });
  if (looped.length > 0)
    readings.push({
      kind: 'Looped',
      contacts: namesOf(
        result,
        looped.map((r) => r.contactId),
      ),
      philosophies: [],
    });
  if (astrology.length > 0)
    readings.push({
      kind: 'Astrology',
      contacts: namesOf(
        result,
        astrology.map((r) => r.contactId),
      ),
      philosophies: [],
    });
  return readings;
}

/** A stored result as 'Your insights' lists it: where it opens and what it holds, never a word of a reading. */
export function insightSummary(id: string, createdAt: number, result: StoredResult, readerLanguage: CompanionLanguage): InsightSummary {
  return {
    id,
    createdAt: new Date(createdAt).toISOString(),
    format: result.schemaVersion,
    language: (result.schemaVersion === 'v0-4' ? result.language : undefined) ?? readerLanguage,
    readings: readingsOf(result),
  };
}
