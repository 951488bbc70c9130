import {
  BufferJSON,
  initAuthCreds,
  proto,
  type AuthenticationCreds,
  type AuthenticationState,
  type SignalDataTypeMap,
} from '@whiskeysockets/baileys';
import type { AuthStateStore } from '../credentials/auth-state-store.ts';

const serialise = (value: unknown) => JSON.stringify(value, BufferJSON.replacer);
const revive = (text: string): unknown => JSON.parse(text, BufferJSON.reviver);

/**
 * Baileys' auth state over our sealed database store. Credentials are kept in memory until pairing
 * succeeds (`creds.me`), so an unscanned QR leaves nothing behind; every key update is one transaction.
 */
export async function loadAuthState(store: AuthStateStore, sessionId: string) {
  const stored = await store.loadCreds(sessionId);
  const creds = stored ? (revive(stored) as AuthenticationCreds) : initAuthCreds();
  const state: AuthenticationState = {
    creds,
    keys: {
      get: async <T extends keyof SignalDataTypeMap>(type: T, ids: string[]) => {
        const found = await store.getKeys(sessionId, type, ids);
        const result: Record<string, SignalDataTypeMap[T]> = {};
        for (const [id, text] of Object.entries(found)) {
          const value = revive(text);
          result[id] = (
            type === 'app-state-sync-key' ? proto.Message.AppStateSyncKeyData.fromObject(value as object) : value
          ) as SignalDataTypeMap[T];
        }
        return result;
      },
      set: async (data) => {
        const rows: Record<string, Record<string, string | null>> = {};
        for (const [type, entries] of Object.entries(data)) {
          rows[type] = Object.fromEntries(
            Object.entries(entries ?? {}).map(([id, value]) => [id, value === null || value === undefined ? null : serialise(value)]),
          );
        }
        await store.setKeys(sessionId, rows);
      },
    },
  };
  return {
    state,
    linked: () => Boolean(state.creds.me),
    /** Applies a `creds.update`; persisted once the device is paired. */
    async update(change: Partial<AuthenticationCreds>) {
      Object.assign(state.creds, change);
      if (state.creds.me) await store.saveCreds(sessionId, serialise(state.creds));
    },
  };
}
