import type { ComponentType } from 'react';
import type { ScreenOf } from '../contracts/remote-screens.ts';
import type { RemoteName } from '../contracts/site.ts';

/** What every exposed module of a remote is: a screen component as its default export. */
export interface RemoteScreenModule {
  default: ComponentType;
}

/**
 * Every screen of a remote, lazily loaded (React.lazy at module level), for its standalone dev harness;
 * the routes they answer come from the route manifest, as in the shell.
 */
export type RemoteDevScreens<R extends RemoteName> = Record<ScreenOf<R>, ComponentType>;
