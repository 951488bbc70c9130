import type { Db } from '../db/database.ts';
import type { CredentialCipher } from '../lib/cipher.ts';

export interface ProfileInsights {
  traits: string[];
  events: string[];
}

const context = (userId: string) => `profile:${userId}`;
/** The jobs page shows a handful; older ones give way to newer. */
const keep = 20;
const merged = (older: string[], newer: string[]) => [...new Set([...newer, ...older])].slice(0, keep);

/** The personality traits and user events the runs found about an account, sealed at rest. */
export function createProfileInsights(db: Db, cipher: CredentialCipher, now: () => number) {
  async function read(userId: string): Promise<ProfileInsights> {
    const row = await db.selectFrom('profile_insights').select('sealed').where('user_id', '=', userId).executeTakeFirst();
    return row ? (JSON.parse(cipher.open(row.sealed, context(userId))) as ProfileInsights) : { traits: [], events: [] };
  }
  return {
    read,
    async add(userId: string, found: ProfileInsights): Promise<void> {
      if (found.traits.length === 0 && found.events.length === 0) return;
      const current = await read(userId);
      const sealed = cipher.seal(
        JSON.stringify({ traits: merged(current.traits, found.traits), events: merged(current.events, found.events) }),
        context(userId),
      );
      await db
        .insertInto('profile_insights')
        .values({ user_id: userId, sealed, updated_at: now() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ sealed, updated_at: now() }))
        .execute();
    },
  };
}
export type ProfileInsightsStore = ReturnType<typeof createProfileInsights>;
