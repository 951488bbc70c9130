import { initialSessionState, type SessionState } from './session-state.ts';

export const sessionStorageKey = 'persist:session';
export const sessionStorageVersion = 0;

interface Persisted {
  version: number;
  state: Partial<SessionState>;
}

/** Reads the persisted session synchronously, so it is in the store before any guard decides. */
export function loadPersistedSession(storage: Storage | undefined = globalThis.localStorage): SessionState {
  try {
    const raw = storage?.getItem(sessionStorageKey);
    if (!raw) return initialSessionState;
    const persisted = JSON.parse(raw) as Persisted;
    if (persisted?.version !== sessionStorageVersion || typeof persisted.state !== 'object') {
      return initialSessionState;
    }
    return { ...initialSessionState, ...persisted.state };
  } catch {
    return initialSessionState;
  }
}

export function persistSession(state: SessionState, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    const persisted: Persisted = { version: sessionStorageVersion, state };
    storage?.setItem(sessionStorageKey, JSON.stringify(persisted));
  } catch {
    // Storage full or blocked (private mode): the session still works for this tab.
  }
}
