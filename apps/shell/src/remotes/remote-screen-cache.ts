import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteScreenModule } from '@app/shared/host';
import { useSyncExternalStore, type ComponentType } from 'react';
import { forgetRemote } from './remote-registry.ts';

export type RemoteScreenState = { status: 'loading' } | { status: 'ready'; Screen: ComponentType } | { status: 'failed'; error: unknown };

interface Entry {
  state: RemoteScreenState;
  listeners: Set<() => void>;
}

// Module level, keyed by attempt: exactly one load per remote screen and attempt, and Retry (a new
// attempt) loads afresh.
const cache = new Map<string, Entry>();
/** Remotes with a screen on show at least once: their manifest is known good to the runtime. */
const loadedRemotes = new Set<string>();

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
  // A retry of a remote that never loaded: the runtime may be replaying its failed manifest.
  if (attempt > 0 && !loadedRemotes.has(remote)) forgetRemote(remote);
  loadRemote<RemoteScreenModule>(`${remote}/${module}`).then(
    (loaded) => {
      if (!loaded?.default) return settle({ status: 'failed', error: new Error(`${remote}/${module} has no screen`) });
      loadedRemotes.add(remote);
      return settle({ status: 'ready', Screen: loaded.default });
    },
    (error: unknown) => settle({ status: 'failed', error }),
  );
  entry = created;
  return entry;
}

/**
 * Starts loading a screen before anything renders it (first attempt), so the route that shows it finds
 * it loaded, or nearly, instead of only starting then.
 */
export function warmRemoteScreen(remote: string, module: string): void {
  entryFor(remote, module, 0);
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
