import type { ComponentType } from 'react';

/** What every exposed module of a remote is: a screen component as its default export. */
export interface RemoteScreenModule {
  default: ComponentType;
}

/** A remote's list of its screens, used by its dev harness (the shell routes by the route manifest). */
export interface RemoteScreenEntry {
  /** The exposed module name, e.g. 'SignIn' for `auth_mfe/SignIn`. */
  module: string;
  /** An example route for the harness, e.g. '/reset-password/:id'. */
  path: string;
  /** The screen, lazily loaded (React.lazy at module level). */
  Screen: ComponentType;
}
