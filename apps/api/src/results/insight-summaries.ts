import { wisdomTitles, type CompanionLanguage, type InsightType } from '@app/shared/catalogue';
import { contactLabel, insightContactNameLimit, type InsightReadingSummary, type InsightSummary } from '@app/shared/contracts';
import type { StoredResult } from './results.ts';

/** Who each reading of a kind is about, by name, in the result's order. */
function namesOf(result: Extract<StoredResult, { schemaVersion: 'v0-4' }>, contactIds: readonly string[]): string[] {
  const byId = new Map(result.contacts.map((c) => [c.id, c]));
  return [...new Set(contactIds)].map((id) => contactLabel({ id, name: byId.get(id)?.name ?? null }).slice(0, insightContactNameLimit));
}

const knownWisdoms = (titles: readonly string[]) => [...new Set(titles)].filter((t) => wisdomTitles.includes(t));

/** The kinds of reading a result holds, each with whom it is about (and for Wisdom, which philosophies). */
function readingsOf(result: StoredResult): InsightReadingSummary[] {
  if (result.schemaVersion !== 'v0-4') {
    const kind: InsightType = result.isLooped ? 'Looped' : 'Wisdom';
    return [{ kind, contacts: [], philosophies: result.isLooped ? [] : knownWisdoms(result.wisdoms) }];
  }
  const { wisdom, looped, astrology } = result.insights;
  const kinds: [InsightType, readonly { contactId: string }[], string[]][] = [
    ['Wisdom', wisdom, knownWisdoms(wisdom.flatMap((r) => r.insights.map((i) => i.wisdomTitle)))],
    ['Looped', looped, []],
    ['Astrology', astrology, []],
  ];
  return kinds
    .filter(([, readings]) => readings.length > 0)
    .map(([kind, readings, philosophies]) => ({
      kind,
      contacts: namesOf(
        result,
        readings.map((r) => r.contactId),
      ),
      philosophies,
    }));
}

/** The language a result's pages speak: the reading's own, else (a result stored before it was kept) the reader's. */
export const readingLanguage = (result: StoredResult, reader: CompanionLanguage): CompanionLanguage =>
  (result.schemaVersion === 'v0-4' ? result.language : undefined) ?? reader;

/** A stored result as 'Your insights' lists it: where it opens and what it holds, never a word of a reading. */
export function insightSummary(id: string, createdAt: number, result: StoredResult, readerLanguage: CompanionLanguage): InsightSummary {
  return {
    id,
    createdAt: new Date(createdAt).toISOString(),
    format: result.schemaVersion,
    language: readingLanguage(result, readerLanguage),
    readings: readingsOf(result),
  };
}
