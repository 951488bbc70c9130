import type { RemotesMap } from '@app/shared/contracts';
import { api, isRemotesMap, readBootData } from '@app/shared/host';

/**
 * The run-time map of remotes: inlined in the page by the server, else fetched; without it the shell
 * still runs and remote routes show their fallback.
 */
export async function loadRemoteMap(): Promise<RemotesMap> {
  const inlined = readBootData()?.remotes;
  if (isRemotesMap(inlined)) return inlined;
  const { data, status } = await api.get('remotes', { cache: 'no-store' });
  if (isRemotesMap(data)) return data;
  console.warn(`[shell] could not load /remotes.json (HTTP ${status}); starting without remotes`);
  return {};
}
