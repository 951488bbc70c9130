import type { Db } from '../../db/database.ts';
import type { CredentialCipher } from '../../lib/cipher.ts';

/**
 * Where a WhatsApp session's credentials and Signal keys live: the database, every value sealed. The
 * values are opaque strings here (the Baileys adapter serialises them); a creds row means "linked".
 */
export interface AuthStateStore {
  loadCreds(sessionId: string): Promise<string | undefined>;
  saveCreds(sessionId: string, creds: string): Promise<void>;
  getKeys(sessionId: string, type: string, ids: string[]): Promise<Record<string, string>>;
  /** Writes every key of one update in one transaction; `null` deletes. */
  setKeys(sessionId: string, data: Record<string, Record<string, string | null>>): Promise<void>;
  /** Deletes the credentials and every key (logout, unlink, abandoned pairing). */
  wipe(sessionId: string): Promise<void>;
  /** Sessions with stored credentials: the links to re-open after a restart. */
  linkedSessions(): Promise<string[]>;
}

export function databaseAuthStateStore(db: Db, cipher: CredentialCipher, now: () => number): AuthStateStore {
  const keyContext = (sessionId: string, type: string, id: string) => `${sessionId}/${type}/${id}`;
  return {
    async loadCreds(sessionId) {
      const row = await db.selectFrom('wa_creds').select('creds').where('session_id', '=', sessionId).executeTakeFirst();
      return row ? cipher.open(row.creds, sessionId) : undefined;
    },
    async saveCreds(sessionId, creds) {
      const sealed = cipher.seal(creds, sessionId);
      await db
        .insertInto('wa_creds')
        .values({ session_id: sessionId, creds: sealed, updated_at: now() })
        .onConflict((oc) => oc.column('session_id').doUpdateSet({ creds: sealed, updated_at: now() }))
        .execute();
    },
    async getKeys(sessionId, type, ids) {
      if (ids.length === 0) return {};
      const rows = await db
        .selectFrom('wa_keys')
        .select(['id', 'value'])
        .where('session_id', '=', sessionId)
        .where('type', '=', type)
        .where('id', 'in', ids)
        .execute();
      return Object.fromEntries(rows.map((r) => [r.id, cipher.open(r.value, keyContext(sessionId, type, r.id))]));
    },
    async setKeys(sessionId, data) {
      await db.transaction().execute(async (trx) => {
        for (const [type, entries] of Object.entries(data)) {
          for (const [id, value] of Object.entries(entries)) {
            if (value === null) {
              await trx.deleteFrom('wa_keys').where('session_id', '=', sessionId).where('type', '=', type).where('id', '=', id).execute();
              continue;
            }
            const sealed = cipher.seal(value, keyContext(sessionId, type, id));
            await trx
              .insertInto('wa_keys')
              .values({ session_id: sessionId, type, id, value: sealed })
              .onConflict((oc) => oc.columns(['session_id', 'type', 'id']).doUpdateSet({ value: sealed }))
              .execute();
          }
        }
      });
    },
    async wipe(sessionId) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('wa_keys').where('session_id', '=', sessionId).execute();
        await trx.deleteFrom('wa_creds').where('session_id', '=', sessionId).execute();
      });
    },
    async linkedSessions() {
      const rows = await db.selectFrom('wa_creds').select('session_id').execute();
      return rows.map((r) => r.session_id);
    },
  };
}
