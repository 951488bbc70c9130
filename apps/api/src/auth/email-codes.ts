import type { Db } from '../db/database.ts';

export interface EmailCode {
  code_hash: string;
  expires_at: number;
  attempts: number;
  sent_at: number;
}

/** The one live email verification code of each account (its keyed hash, never the code). */
export function createEmailCodes(db: Db) {
  return {
    find: (userId: string): Promise<EmailCode | undefined> =>
      db
        .selectFrom('email_codes')
        .select(['code_hash', 'expires_at', 'attempts', 'sent_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** A new code replaces the old one, and with it the count of wrong tries. */
    async replace(userId: string, code: EmailCode): Promise<void> {
      await db
        .insertInto('email_codes')
        .values({ user_id: userId, ...code })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(code))
        .execute();
    },

    async countWrongTry(userId: string): Promise<void> {
      await db
        .updateTable('email_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .execute();
    },

    async remove(userId: string): Promise<void> {
      await db.deleteFrom('email_codes').where('user_id', '=', userId).execute();
    },
  };
}
export type EmailCodes = ReturnType<typeof createEmailCodes>;
