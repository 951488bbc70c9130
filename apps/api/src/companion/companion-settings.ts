import { companionLanguages, type CompanionLanguage } from '@app/shared/catalogue';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';

export interface CompanionSettings {
  wisdomTitle: string | null;
  language: CompanionLanguage | null;
}

const isLanguage = (value: string | null): value is CompanionLanguage => companionLanguages.some((language) => language === value);

/** Each account's companion wisdom and language (ARCHITECTURE §15). */
export function createCompanionSettings(db: Db, clock: Clock) {
  async function save(userId: string, change: { wisdom_title: string } | { language: string }): Promise<void> {
    const row = { ...change, updated_at: clock.now() };
    await db
      .insertInto('companion_settings')
      .values({ user_id: userId, wisdom_title: null, language: null, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
  }

  return {
    async get(userId: string): Promise<CompanionSettings> {
      const row = await db
        .selectFrom('companion_settings')
        .select(['wisdom_title', 'language'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { wisdomTitle: row?.wisdom_title ?? null, language: row && isLanguage(row.language) ? row.language : null };
    },
    setWisdom: (userId: string, title: string) => save(userId, { wisdom_title: title }),
    setLanguage: (userId: string, language: CompanionLanguage) => save(userId, { language }),
  };
}
export type CompanionSettingsStore = ReturnType<typeof createCompanionSettings>;
