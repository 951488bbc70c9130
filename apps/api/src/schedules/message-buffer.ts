import type { Db } from '../db/database.ts';
import { keptText, type ChatMessage } from '../insights/insight-engine.ts';
import type { CredentialCipher } from '../lib/cipher.ts';
import { randomToken } from '../lib/ids.ts';

const context = (scheduleId: string, contactId: string) => `buffer:${scheduleId}:${contactId}`;

/**
 * What one contact's buffer keeps: the newest messages of the last 30 days. Below a schedule's minimum they
 * wait for the next run; a contact who sends tens of thousands of messages cannot fill the disk, nor make a
 * run open and read them all while the server waits.
 */
export const bufferLimits = { perContact: 2_000, days: 30 } as const;
/** Inserts between two trims of one contact's buffer (a trim is one statement). */
const trimEvery = 100;

/**
 * New messages with the contacts of active schedules, sealed, one copy per schedule watching the
 * contact, until a run of that schedule takes them (ARCHITECTURE §19). Nothing else of a chat is
 * written anywhere.
 */
export function createMessageBuffer(db: Db, cipher: CredentialCipher, now: () => number) {
  // Ids sort in arrival order (WhatsApp's timestamps are whole seconds), so a run reads a conversation in order.
  let arrivals = 0;
  /** Inserts since each schedule and contact's buffer was last trimmed by this process. */
  const sinceTrim = new Map<string, number>();

  async function trim(scheduleId: string, contactId: string) {
    await db
      .deleteFrom('buffered_messages')
      .where('schedule_id', '=', scheduleId)
      .where('contact_id', '=', contactId)
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('buffered_messages')
          .select('id')
          .where('schedule_id', '=', scheduleId)
          .where('contact_id', '=', contactId)
          .orderBy('id', 'desc')
          .limit(bufferLimits.perContact),
      )
      .execute();
  }

  return {
    /** Taken when a message arrives, before any await, so messages keep their order. */
    arrival: () => ({ at: now(), order: (arrivals += 1) }),

    async keep(scheduleIds: string[], contactId: string, message: ChatMessage, arrival: { at: number; order: number }): Promise<void> {
      if (scheduleIds.length === 0) return;
      const receivedAt = arrival.at;
      const arrivalId = () => `${String(arrival.at).padStart(15, '0')}.${String(arrival.order).padStart(9, '0')}.${randomToken(6)}`;
      await db
        .insertInto('buffered_messages')
        .values(
          scheduleIds.map((scheduleId) => ({
            id: arrivalId(),
            schedule_id: scheduleId,
            contact_id: contactId,
            sent_at: message.at,
            received_at: receivedAt,
            sealed: cipher.seal(JSON.stringify({ fromMe: message.fromMe, text: keptText(message.text) }), context(scheduleId, contactId)),
          })),
        )
        .execute();
      for (const scheduleId of scheduleIds) {
        const key = `${scheduleId} ${contactId}`;
        const count = sinceTrim.get(key);
        if (count !== undefined && count < trimEvery) {
          sinceTrim.set(key, count + 1);
          continue;
        }
        sinceTrim.set(key, 1);
        await trim(scheduleId, contactId);
      }
    },

    /** Deletes a schedule's messages written before `before` (older than the buffer keeps). */
    async expire(scheduleId: string, before: number): Promise<void> {
      await db.deleteFrom('buffered_messages').where('schedule_id', '=', scheduleId).where('sent_at', '<', before).execute();
    },

    /** How many messages wait, per schedule and contact (the runs' minimum, the jobs page's '12 of 25'). */
    async waiting(scheduleIds: readonly string[], until = Number.MAX_SAFE_INTEGER): Promise<Map<string, Map<string, number>>> {
      const counts = new Map<string, Map<string, number>>();
      if (scheduleIds.length === 0) return counts;
      const rows = await db
        .selectFrom('buffered_messages')
        .select(['schedule_id', 'contact_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('schedule_id', 'in', [...scheduleIds])
        .where('received_at', '<=', until)
        .groupBy(['schedule_id', 'contact_id'])
        .execute();
      for (const row of rows) {
        const perContact = counts.get(row.schedule_id) ?? new Map<string, number>();
        perContact.set(row.contact_id, Math.min(Number(row.n), bufferLimits.perContact));
        counts.set(row.schedule_id, perContact);
      }
      return counts;
    },

    /**
     * Takes the messages of `contactIds` that arrived before `until`, per contact, oldest first, and deletes
     * them: a run uses them once. The other contacts' messages stay for a later run.
     */
    async take(scheduleId: string, until: number, contactIds: readonly string[]): Promise<Map<string, ChatMessage[]>> {
      if (contactIds.length === 0) return new Map();
      // One statement: what it deletes is exactly what it answers, whatever arrives meanwhile.
      const rows = await db
        .deleteFrom('buffered_messages')
        .where('schedule_id', '=', scheduleId)
        .where('contact_id', 'in', [...contactIds])
        .where('received_at', '<=', until)
        .returning(['id', 'contact_id', 'sent_at', 'sealed'])
        .execute();
      // The newest of each contact (arrival order), at most the limit, opened once each, in one pass.
      rows.sort((x, y) => (x.id < y.id ? 1 : -1));
      const newest = new Map<string, typeof rows>();
      for (const row of rows) {
        const kept = newest.get(row.contact_id) ?? [];
        if (kept.length < bufferLimits.perContact) kept.push(row);
        newest.set(row.contact_id, kept);
      }
      const byContact = new Map<string, ChatMessage[]>();
      for (const [contactId, kept] of newest) {
        kept.sort((x, y) => x.sent_at - y.sent_at || (x.id < y.id ? -1 : 1));
        byContact.set(
          contactId,
          kept.map((row) => {
            const { fromMe, text } = JSON.parse(cipher.open(row.sealed, context(scheduleId, contactId))) as Omit<ChatMessage, 'at'>;
            return { fromMe, text, at: row.sent_at };
          }),
        );
      }
      return byContact;
    },

    count: async (scheduleId: string): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('buffered_messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('schedule_id', '=', scheduleId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
export type MessageBuffer = ReturnType<typeof createMessageBuffer>;
