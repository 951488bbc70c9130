import type { AuthStateStore } from '../credentials/auth-state-store.ts';
import type { SimulatedLinkStore } from './simulated-gateway.ts';

/** The simulator keeps its links where Baileys keeps credentials, so both survive a restart the same way. */
export function storedLinks(store: AuthStateStore): SimulatedLinkStore {
  return {
    load: async (sessionId) => {
      const creds = await store.loadCreds(sessionId);
      return creds ? (JSON.parse(creds) as { me: string }).me : undefined;
    },
    save: (sessionId, me) => store.saveCreds(sessionId, JSON.stringify({ me })),
    delete: (sessionId) => store.wipe(sessionId),
  };
}
