import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../mail/outbox.ts';
import { mailTemplates } from '../mail/templates.ts';

export interface AccountDeletionDeps {
  db: Db;
  /** Tells WhatsApp to remove the linked device, and forgets the link (whatsapp-service.ts). */
  unlinkWhatsApp: (userId: string) => Promise<void>;
  /** What this process keeps of the account in memory only (recent messages). */
  forgetInMemory: (userId: string) => void;
  /** The account's sockets hear 'user-not-found' and end. */
  endSockets: (userId: string) => void;
  /** Other api processes learn of it, so one holding the WhatsApp link unlinks it at once. */
  announce: (userId: string) => void;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

/**
 * Deleting an account, in the order that leaves nothing behind (docs/privacy.md): WhatsApp first, so no
 * message arrives for an account half gone; then one transaction removes the account, and every table keyed
 * by it goes with it (foreign keys cascade: sessions, codes, reset links, Google confirmations, WhatsApp
 * credentials and keys, contacts, schedules with their runs, buffered messages and sent links, results,
 * traits and events, companion settings); the dev mailbox's mail to the address goes too. Then memory,
 * sockets and other processes; last, one mail saying it is done.
 */
export function createAccountDeletion(deps: AccountDeletionDeps) {
  return {
    async erase(user: { id: string; email: string; name: string }): Promise<void> {
      await deps.unlinkWhatsApp(user.id);
      await deps.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('dev_mail').where('to_address', '=', user.email).execute();
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
      });
      deps.forgetInMemory(user.id);
      deps.announce(user.id);
      deps.endSockets(user.id);
      deps.log.info('an account was deleted at its owner’s request');
      deps.outbox.send(mailTemplates.accountDeleted(user), 'account deleted');
    },
  };
}
export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
