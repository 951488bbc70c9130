import type { Db } from '../db/database.ts';
import type { MemoryFacts, RelationshipMemory } from '../insights/insight-engine.ts';
import type { CredentialCipher } from '../lib/cipher.ts';
import { newId } from '../lib/ids.ts';

/** Readings remembered per schedule and contact: enough for 'since last time' and the long view. */
export const memoryKept = 20;

const context = (scheduleId: string, contactId: string) => `memory:${scheduleId}:${contactId}`;

/** What each reading concluded about a contact (ARCHITECTURE §19), sealed like results; never a word of the chat. */
export function createRelationshipMemory(db: Db, cipher: CredentialCipher) {
  return {
    /** The remembered readings of a contact, newest first. */
    async of(scheduleId: string, contactId: string, limit = 10): Promise<RelationshipMemory[]> {
      const rows = await db
        .selectFrom('relationship_memory')
        .select(['created_at', 'sealed'])
        .where('schedule_id', '=', scheduleId)
        .where('contact_id', '=', contactId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        at: row.created_at,
        facts: JSON.parse(cipher.open(row.sealed, context(scheduleId, contactId))) as MemoryFacts,
      }));
    },

    /** Everything remembered for a schedule, newest first (the account's download). */
    async ofSchedule(scheduleId: string): Promise<(RelationshipMemory & { contactId: string })[]> {
      const rows = await db
        .selectFrom('relationship_memory')
        .select(['contact_id', 'created_at', 'sealed'])
        .where('schedule_id', '=', scheduleId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        contactId: row.contact_id,
        at: row.created_at,
        facts: JSON.parse(cipher.open(row.sealed, context(scheduleId, row.contact_id))) as MemoryFacts,
      }));
    },

    async remember(scheduleId: string, contactId: string, at: number, facts: MemoryFacts): Promise<void> {
      await db
        .insertInto('relationship_memory')
        .values({
          id: newId(),
          schedule_id: scheduleId,
          contact_id: contactId,
          created_at: at,
          sealed: cipher.seal(JSON.stringify(facts), context(scheduleId, contactId)),
        })
        .execute();
      const beyond = await db
        .selectFrom('relationship_memory')
        .select('id')
        .where('schedule_id', '=', scheduleId)
        .where('contact_id', '=', contactId)
        .orderBy('created_at', 'desc')
        .offset(memoryKept)
        .limit(100)
        .execute();
      if (beyond.length > 0)
        await db
          .deleteFrom('relationship_memory')
          .where(
            'id',
            'in',
            beyond.map((r) => r.id),
          )
          .execute();
    },
  };
}
export type RelationshipMemoryStore = ReturnType<typeof createRelationshipMemory>;
