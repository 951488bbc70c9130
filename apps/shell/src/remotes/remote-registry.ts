import type { RemotesMap } from '@app/shared/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';

const entries = new Map<string, string>();

/** Tells the Module Federation runtime where each remote's manifest is (from /remotes.json). */
export function registerRemoteMap(map: RemotesMap): void {
  for (const [name, entry] of Object.entries(map)) entries.set(name, new URL(entry, window.location.origin).href);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/**
 * Makes the runtime forget a remote that never loaded, so the next load fetches its manifest again.
 * Needed because the runtime keeps the rejected load of a manifest that answered but was not a
 * manifest (a 404 page, say) and replays it forever; re-registering with `force` drops that.
 */
export function forgetRemote(name: string): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
