import type { Db } from '../db/database.ts';
import type { CompanionLanguage } from '@app/shared/catalogue';
import type { WisdomInsight } from '@app/shared/contracts';
import type { InsightSet } from '../insights/insight-engine.ts';
import type { CredentialCipher } from '../lib/cipher.ts';
import type { Clock } from '../lib/clock.ts';
import { randomToken } from '../lib/ids.ts';

/** A result as the result pages read it: who it is about and the readings, per type and contact. */
export interface CurrentResult {
  schemaVersion: 'v0-4';
  userName: string;
  /** The language the readings were written in (results stored before it was kept have none). */
  language?: CompanionLanguage;
  contacts: { id: string; name: string | null }[];
  /** Which types the schedule asked for, and which produced a reading (the entry page's links). */
  selected: { Wisdom: boolean; Looped: boolean; Astrology: boolean };
  insights: Pick<InsightSet, 'wisdom' | 'looped' | 'astrology'>;
}

/**
 * A result in the older formats (the legacy and v0-2 pages): one list of insights to page through,
 * Looped or not (docs/product.md §2, "Older result pages").
 */
export interface OlderResult {
  schemaVersion: 'legacy' | 'v0-2';
  userName: string;
  isLooped: boolean;
  /** The philosophy (or research entry) of each insight, in order. */
  wisdoms: string[];
  insights: WisdomInsight[];
}

export type StoredResult = CurrentResult | OlderResult;

const context = (id: string) => `result:${id}`;

/** Results, sealed at rest (they quote the conversations); each id is 128 random bits. */
export function createResults(db: Db, cipher: CredentialCipher, clock: Clock) {
  return {
    async store(userId: string, scheduleId: string | null, result: StoredResult): Promise<string> {
      const id = randomToken(16);
      await db
        .insertInto('results')
        .values({
          id,
          user_id: userId,
          schedule_id: scheduleId,
          created_at: clock.now(),
          sealed: cipher.seal(JSON.stringify(result), context(id)),
        })
        .execute();
      return id;
    },

    /** Every result of an account, oldest first (the data download). */
    async listOf(userId: string): Promise<{ id: string; createdAt: number; result: StoredResult }[]> {
      const rows = await db
        .selectFrom('results')
        .select(['id', 'created_at', 'sealed'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        result: JSON.parse(cipher.open(row.sealed, context(row.id))) as StoredResult,
      }));
    },

    /**
     * One page of an account's results, newest first: those after the result `after` (the last one the
     * reader has). An `after` that is not one of the account's own results gives nothing.
     */
    async pageOf(
      userId: string,
      after: string | undefined,
      size: number,
    ): Promise<{ items: { id: string; createdAt: number; result: StoredResult }[]; more: boolean }> {
      let query = db.selectFrom('results').select(['id', 'created_at', 'sealed']).where('user_id', '=', userId);
      if (after !== undefined) {
        const last = await db
          .selectFrom('results')
          .select('created_at')
          .where('id', '=', after)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!last) return { items: [], more: false };
        query = query.where((eb) =>
          eb.or([eb('created_at', '<', last.created_at), eb.and([eb('created_at', '=', last.created_at), eb('id', '<', after)])]),
        );
      }
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size + 1)
        .execute();
      return {
        items: rows.slice(0, size).map((row) => ({
          id: row.id,
          createdAt: row.created_at,
          result: JSON.parse(cipher.open(row.sealed, context(row.id))) as StoredResult,
        })),
        more: rows.length > size,
      };
    },

    /** Deletes results older than `before` (retention); answers how many. */
    async deleteOlderThan(before: number): Promise<number> {
      const deleted = await db.deleteFrom('results').where('created_at', '<', before).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },

    /** The result, only for the account that owns it. */
    async read(userId: string, id: string): Promise<StoredResult | undefined> {
      const row = await db.selectFrom('results').select('sealed').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return row ? (JSON.parse(cipher.open(row.sealed, context(id))) as StoredResult) : undefined;
    },
  };
}
export type Results = ReturnType<typeof createResults>;
