import type { Db } from '../db/database.ts';
import { createSignal } from '../lib/signal.ts';
import { sha256 } from './crypto.ts';
import { randomToken } from '../lib/ids.ts';
import { type Clock } from '../lib/clock.ts';
import type { User } from './users.ts';

const day = 24 * 60 * 60 * 1000;
/** 'Remember me': a 30-day persistent cookie. Otherwise a browser-session cookie the server ends after a day. */
export const sessionLifetimeMs = { persistent: 30 * day, browser: day } as const;
/** Live sessions an account may hold; signing in once more ends the oldest. */
export const maxSessionsPerUser = 20;

export interface LiveSession {
  user: User;
  /** The stored id: the SHA-256 of the cookie's token. */
  sessionId: string;
  expiresAt: number;
}

export function createSessions(db: Db, clock: Clock) {
  /** Sessions that ended (logout, reset, expiry, the cap): their sockets end too. */
  const ended = createSignal<string[]>();

  async function remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('sessions').where('id', 'in', ids).execute();
    ended.emit(ids);
  }

  async function lookup(token: string | undefined): Promise<LiveSession | undefined> {
    if (!token || token.length > 128) return undefined;
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.expires_at as session_expires_at', 'sessions.id as session_id'])
      .where('sessions.id', '=', sha256(token))
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_expires_at: expiresAt, session_id: sessionId, ...user } = row;
    if (expiresAt <= clock.now()) {
      await remove([sessionId]);
      return undefined;
    }
    return { user, sessionId, expiresAt };
  }

  return {
    onEnded: ended.on,

    /** Starts a session; returns the token for the cookie (only its hash is stored). */
    async create(userId: string, persistent: boolean): Promise<{ token: string; expiresAt: number }> {
      const token = randomToken(32);
      const now = clock.now();
      const expiresAt = now + (persistent ? sessionLifetimeMs.persistent : sessionLifetimeMs.browser);
      await db
        .insertInto('sessions')
        .values({
          id: sha256(token),
          user_id: userId,
          persistent: persistent ? 1 : 0,
          created_at: now,
          expires_at: expiresAt,
          confirmed_at: null,
        })
        .execute();
      const beyondCap = await db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', '!=', sha256(token))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset(maxSessionsPerUser - 1)
        .limit(1000)
        .execute();
      await remove(beyondCap.map((s) => s.id));
      return { token, expiresAt };
    },

    /** The live session of a cookie's token, or undefined; an expired session is removed on sight. */
    lookup,

    async userFor(token: string | undefined): Promise<User | undefined> {
      return (await lookup(token))?.user;
    },

    async end(token: string): Promise<void> {
      await remove([sha256(token)]);
    },

    /** The account's live sessions, oldest first (the data download): when each began and ends. */
    listOf: (userId: string) =>
      db
        .selectFrom('sessions')
        .select(['created_at', 'expires_at', 'persistent'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', clock.now())
        .orderBy('created_at')
        .execute(),

    /** The person behind this session proved who they are again (a fresh Google sign-in). */
    async confirm(sessionId: string): Promise<void> {
      await db.updateTable('sessions').set({ confirmed_at: clock.now() }).where('id', '=', sessionId).execute();
    },

    /** Whether the session's person proved who they are within `withinMs`. */
    async confirmedRecently(sessionId: string, withinMs: number): Promise<boolean> {
      const row = await db.selectFrom('sessions').select('confirmed_at').where('id', '=', sessionId).executeTakeFirst();
      return row?.confirmed_at != null && row.confirmed_at >= clock.now() - withinMs;
    },

    async endAllFor(userId: string): Promise<void> {
      const rows = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
      await remove(rows.map((s) => s.id));
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
