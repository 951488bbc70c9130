import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { sha256 } from './crypto.ts';

export const resetLinkLifetimeMs = 60 * 60_000;

/** Password reset links, stored as hashes of their tokens. */
export function createPasswordResets(db: Db, clock: Clock) {
  return {
    async create(userId: string, token: string): Promise<void> {
      const now = clock.now();
      await db
        .insertInto('password_resets')
        .values({ token_hash: sha256(token), user_id: userId, expires_at: now + resetLinkLifetimeMs, used_at: null, created_at: now })
        .execute();
    },

    /** The reset a token names, if it is unused and not expired. */
    async findLive(token: string) {
      const reset = await db.selectFrom('password_resets').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
      return reset && reset.used_at === null && reset.expires_at > clock.now() ? reset : undefined;
    },

    /**
     * Uses the link once: true only for the call that flips it from unused, and that call ends the
     * account's other links too.
     */
    async use(tokenHash: string, userId: string): Promise<boolean> {
      const now = clock.now();
      const claimed = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
      return true;
    },
  };
}
export type PasswordResets = ReturnType<typeof createPasswordResets>;
