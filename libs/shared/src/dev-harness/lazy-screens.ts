import { lazy, type ComponentType } from 'react';
import type { AnyRemote } from '../routes/define-remote.ts';

/** Each screen of a remote as a lazily loaded component, by screen name. */
export function lazyScreens(remote: AnyRemote): Record<string, ComponentType> {
  return Object.fromEntries(
    Object.entries(remote.screens).map(([screen, file]) => [screen, lazy(() => remote.load(file) as Promise<{ default: ComponentType }>)]),
  );
}
