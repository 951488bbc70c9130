import type { RemotesMap } from '@app/shared/contracts';
import { apiPaths, isRemotesMap } from '@app/shared/host';

/** Fetches the run-time map of remotes; without it the shell still runs and remote routes show their fallback. */
export async function loadRemoteMap(): Promise<RemotesMap> {
  try {
    const response = await fetch(apiPaths.remotes, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const map: unknown = await response.json();
    if (!isRemotesMap(map)) throw new Error('remotes.json is not a map of URLs');
    return map;
  } catch (error) {
    console.warn('[shell] could not load /remotes.json; starting without remotes', error);
    return {};
  }
}
