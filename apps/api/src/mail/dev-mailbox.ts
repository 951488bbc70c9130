import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import { type Clock } from '../lib/clock.ts';
import type { Mail, Mailer } from './mailer.ts';

export interface StoredMail extends Mail {
  sentAt: number;
}

/** Local mode's mail: kept in the database, printed to the log, readable at /dev/mailbox. */
export function createDevMailbox(db: Db, clock: Clock, log: FastifyBaseLogger) {
  const mailer: Mailer = {
    async send(mail) {
      await db
        .insertInto('dev_mail')
        .values({
          id: newId(),
          to_address: mail.to.toLowerCase(),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          sent_at: clock.now(),
        })
        .execute();
      log.info(`[dev mailbox] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };

  async function list(to?: string): Promise<StoredMail[]> {
    let query = db.selectFrom('dev_mail').selectAll().orderBy('sent_at', 'desc').limit(100);
    if (to) query = query.where('to_address', '=', to.toLowerCase());
    const rows = await query.execute();
    return rows.map((r) => ({ to: r.to_address, subject: r.subject, text: r.text, html: r.html, sentAt: r.sent_at }));
  }

  return { mailer, list };
}
export type DevMailbox = ReturnType<typeof createDevMailbox>;
