import type { RemotesMap } from '@app/shared/contracts';
import { apiPaths, isRemotesMap, readBootData } from '@app/shared/host';

/**
 * The run-time map of remotes: inlined in the page by the server, else fetched; without it the shell
 * still runs and remote routes show their fallback.
 */
export async function loadRemoteMap(): Promise<RemotesMap> {
  const inlined = readBootData()?.remotes;
  if (isRemotesMap(inlined)) return inlined;
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
