import type { Db } from '../db/database.ts';
import { randomToken, sha256, type Clock } from './crypto.ts';
import type { User } from './users.ts';

const day = 24 * 60 * 60 * 1000;
/** 'Remember me': a 30-day persistent cookie. Otherwise a browser-session cookie the server ends after a day. */
export const sessionLifetimeMs = { persistent: 30 * day, browser: day } as const;

export function createSessions(db: Db, clock: Clock) {
  return {
    /** Starts a session; returns the token for the cookie (only its hash is stored). */
    async create(userId: string, persistent: boolean): Promise<{ token: string; expiresAt: number }> {
      const token = randomToken(32);
      const now = clock();
      const expiresAt = now + (persistent ? sessionLifetimeMs.persistent : sessionLifetimeMs.browser);
      await db
        .insertInto('sessions')
        .values({ id: sha256(token), user_id: userId, persistent: persistent ? 1 : 0, created_at: now, expires_at: expiresAt })
        .execute();
      return { token, expiresAt };
    },

    /** The user of a live session, or undefined; an expired session is removed on sight. */
    async userFor(token: string | undefined): Promise<User | undefined> {
      if (!token || token.length > 128) return undefined;
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.expires_at as session_expires_at', 'sessions.id as session_id'])
        .where('sessions.id', '=', sha256(token))
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.session_expires_at <= clock()) {
        await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
        return undefined;
      }
      const { session_expires_at: _e, session_id: _i, ...user } = row;
      return user;
    },

    async end(token: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sha256(token)).execute();
    },

    async endAllFor(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
