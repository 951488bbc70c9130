import type { Db } from '../db/database.ts';
import { newId } from '../lib/ids.ts';

/** Sends a text to the user's own WhatsApp chat; answers WhatsApp's message id. */
export type SendToOwnChat = (userId: string, text: string) => Promise<string>;

export const deliveryUnconfirmed =
  'The server stopped while sending your insight link, so it was not sent again. Your insight is on the jobs page.';

/**
 * The WhatsApp outbox: at most once. A row is claimed (`pending` → `sending`) before the send; a row
 * still `sending` when a process starts was interrupted between claim and send and becomes `unknown`,
 * never sent again (ARCHITECTURE §19).
 */
export function createResultDelivery(db: Db, sendToOwnChat: SendToOwnChat, now: () => number) {
  const mark = (id: string, from: 'pending' | 'sending', to: 'sending' | 'sent' | 'failed', waMessageId: string | null = null) =>
    db
      .updateTable('whatsapp_outbox')
      .set({ status: to, wa_message_id: waMessageId, updated_at: now() })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();

  return {
    async enqueue(runId: string, userId: string, text: string): Promise<string> {
      const id = newId();
      await db
        .insertInto('whatsapp_outbox')
        .values({ id, run_id: runId, user_id: userId, text, status: 'pending', wa_message_id: null, created_at: now(), updated_at: now() })
        .execute();
      return id;
    },

    /** Claims the row; only the claimant sends. False when someone else claimed it (or it was sent). */
    claim: async (id: string): Promise<boolean> => (await mark(id, 'pending', 'sending')).numUpdatedRows === 1n,

    /** Sends a claimed row; throws (and marks it failed) when WhatsApp refuses. */
    async send(id: string): Promise<void> {
      const row = await db
        .selectFrom('whatsapp_outbox')
        .select(['user_id', 'text', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.status !== 'sending') return;
      try {
        await mark(id, 'sending', 'sent', await sendToOwnChat(row.user_id, row.text));
      } catch (error) {
        await mark(id, 'sending', 'failed');
        throw error;
      }
    },

    /** At start-up: sends cut off by a stop are `unknown`; answers their runs' schedules for failure counting. */
    async recoverInterrupted(): Promise<string[]> {
      const rows = await db
        .selectFrom('whatsapp_outbox')
        .innerJoin('schedule_runs', 'schedule_runs.id', 'whatsapp_outbox.run_id')
        .select(['whatsapp_outbox.id', 'schedule_runs.schedule_id'])
        .where('whatsapp_outbox.status', '=', 'sending')
        .execute();
      if (rows.length === 0) return [];
      await db
        .updateTable('whatsapp_outbox')
        .set({ status: 'unknown', updated_at: now() })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .where('status', '=', 'sending')
        .execute();
      return rows.map((r) => r.schedule_id);
    },

    statusOf: async (runId: string) =>
      (await db.selectFrom('whatsapp_outbox').select(['status', 'wa_message_id']).where('run_id', '=', runId).executeTakeFirst()) ?? null,
  };
}
export type ResultDelivery = ReturnType<typeof createResultDelivery>;
