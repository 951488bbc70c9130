import type { ScreenOf } from '../contracts/remote-screens.ts';
import type { RemoteName } from '../contracts/site.ts';

/** What every screen file of a remote is: a module whose default export is the screen. */
export type ScreenLoader = (file: string) => Promise<{ default: unknown }>;

export interface RemoteDefinition<R extends RemoteName> {
  name: R;
  /** Each screen's file, relative to the remote's `src/`. */
  screens: Record<ScreenOf<R>, string>;
  /** Loads a screen file (a dynamic import in the remote's own folder, for its dev harness and tests). */
  load: ScreenLoader;
}

/** Any remote's definition, as the build, the dev harness and the smoke tests take it. */
export interface AnyRemote {
  name: RemoteName;
  screens: Readonly<Record<string, string>>;
  load: ScreenLoader;
}

/**
 * A remote in one declaration: its Module Federation `exposes`, its dev harness and its smoke tests
 * are built from this. The screens it must have come from the shared list, so a missing or extra
 * screen is a type error.
 */
export function defineRemote<R extends RemoteName>(name: R, screens: Record<ScreenOf<R>, string>, load: ScreenLoader): RemoteDefinition<R> {
  return { name, screens, load };
}

/** Module Federation's `exposes` of a remote: `./Screen` for each screen's file. */
export function exposesOf(remote: AnyRemote): Record<string, string> {
  return Object.fromEntries(Object.entries(remote.screens).map(([screen, file]) => [`./${screen}`, `./src/${file}`]));
}
