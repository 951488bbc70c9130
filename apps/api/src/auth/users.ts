import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UsersTable } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { type Clock } from '../lib/clock.ts';

export type User = Selectable<UsersTable>;

export function createUsers(db: Db, clock: Clock) {
  return {
    findByEmail: (email: string) => db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),

    findById: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    emailsOf: (ids: readonly string[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute(),

    /** Inserts a user; resolves to null when the email is taken (the unique index decides, no race). */
    async create(input: { email: string; name: string; passwordHash: string | null }): Promise<User | null> {
      const now = clock.now();
      const user: User = {
        id: newId(),
        email: input.email.toLowerCase(),
        name: input.name,
        password_hash: input.passwordHash,
        email_verified_at: null,
        google_sub: null,
        created_at: now,
        updated_at: now,
      };
      try {
        await db.insertInto('users').values(user).execute();
        return user;
      } catch (error) {
        if (await db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst()) return null;
        throw error;
      }
    },

    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: clock.now() }).where('id', '=', id).execute();
    },

    findByGoogleSub: (sub: string) => db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst(),

    /** Ties a Google account to a user; Google has verified the email, so it counts as verified. */
    async linkGoogle(id: string, sub: string): Promise<void> {
      const now = clock.now();
      await db
        .updateTable('users')
        .set((eb) => ({ google_sub: sub, email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)), updated_at: now }))
        .where('id', '=', id)
        .execute();
    },

    async markEmailVerified(id: string): Promise<void> {
      const now = clock.now();
      await db
        .updateTable('users')
        .set({ email_verified_at: now, updated_at: now })
        .where('id', '=', id)
        .where('email_verified_at', 'is', null)
        .execute();
    },

    /**
     * Before an identity provider's proven email is tied to an account nobody proved (pre-account
     * takeover): whatever password and name it was given are forgotten, the provider's name kept.
     * The caller ends its sessions.
     */
    async forgetUnprovenAccount(id: string, name: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: null, name, updated_at: clock.now() })
        .where('id', '=', id)
        .where('email_verified_at', 'is', null)
        .execute();
      await db.deleteFrom('email_codes').where('user_id', '=', id).execute();
    },
  };
}
export type Users = ReturnType<typeof createUsers>;
