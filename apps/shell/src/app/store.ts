import { loadPersistedSession, makeStore } from '@app/shared/session';

/** The one store of the app: the persisted session is read before the first render, so guards see it. */
export function createShellStore() {
  return makeStore({ session: loadPersistedSession(), persist: true });
}
