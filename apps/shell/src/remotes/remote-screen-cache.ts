import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteScreenModule } from '@app/shared/host';
import { useSyncExternalStore, type ComponentType } from 'react';

export type RemoteScreenState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; error: unknown };

interface Entry {
  state: RemoteScreenState;
  listeners: Set<() => void>;
}

// Module level, keyed by attempt: exactly one load per remote screen and attempt (pitfall 5), and
// Retry (a new attempt) loads afresh because the MF runtime does not cache a failure (pitfall 7).
const cache = new Map<string, Entry>();

function entryFor(remote: string, module: string, attempt: number): Entry {
  const key = `${remote}/${module}#${attempt}`;
  let entry = cache.get(key);
  if (entry) return entry;
  const created: Entry = { state: { status: 'loading' }, listeners: new Set() };
  cache.set(key, created);
  const settle = (state: RemoteScreenState) => {
    created.state = state;
    created.listeners.forEach((listener) => listener());
  };
  loadRemote<RemoteScreenModule>(`${remote}/${module}`).then(
    (loaded) =>
      loaded?.default
        ? settle({ status: 'ready', Screen: loaded.default })
        : settle({ status: 'failed', error: new Error(`${remote}/${module} has no screen`) }),
    (error: unknown) => settle({ status: 'failed', error }),
  );
  entry = created;
  return entry;
}

/**
 * The state of a remote screen. Deliberately not React.lazy + Suspense: a Suspense boundary that has
 * shown its fallback holds the content back for about 300 ms (React's reveal throttle), which alone
 * would break the route-change budget (ARCHITECTURE §8). A loaded screen renders at once.
 */
export function useRemoteScreen(remote: string, module: string, attempt: number): RemoteScreenState {
  const entry = entryFor(remote, module, attempt);
  return useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entry.state,
  );
}
