import type { Db } from '../db/database.ts';
import type { ChatMessage } from '../insights/insight-engine.ts';
import type { CredentialCipher } from '../lib/cipher.ts';
import { randomToken } from '../lib/ids.ts';

const context = (scheduleId: string, contactId: string) => `buffer:${scheduleId}:${contactId}`;

/**
 * New messages with the contacts of active schedules, sealed, one copy per schedule watching the
 * contact, until a run of that schedule takes them (ARCHITECTURE §19). Nothing else of a chat is
 * written anywhere.
 */
export function createMessageBuffer(db: Db, cipher: CredentialCipher, now: () => number) {
  // Ids sort in arrival order (WhatsApp's timestamps are whole seconds), so a run reads a conversation in order.
  let arrivals = 0;
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
            sealed: cipher.seal(JSON.stringify({ fromMe: message.fromMe, text: message.text }), context(scheduleId, contactId)),
          })),
        )
        .execute();
    },

    /**
     * Takes a schedule's messages that arrived before `until`, per contact, oldest first, and deletes
     * them: a run uses them once, whether it had enough of them or not.
     */
    async take(scheduleId: string, until: number): Promise<Map<string, ChatMessage[]>> {
      // One statement: what it deletes is exactly what it answers, whatever arrives meanwhile.
      const rows = await db
        .deleteFrom('buffered_messages')
        .where('schedule_id', '=', scheduleId)
        .where('received_at', '<=', until)
        .returning(['id', 'contact_id', 'sent_at', 'sealed'])
        .execute();
      rows.sort((x, y) => x.sent_at - y.sent_at || (x.id < y.id ? -1 : 1));
      const byContact = new Map<string, ChatMessage[]>();
      for (const row of rows) {
        const { fromMe, text } = JSON.parse(cipher.open(row.sealed, context(scheduleId, row.contact_id))) as Omit<ChatMessage, 'at'>;
        byContact.set(row.contact_id, [...(byContact.get(row.contact_id) ?? []), { fromMe, text, at: row.sent_at }]);
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
