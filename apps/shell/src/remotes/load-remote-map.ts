import { remotesMapSchema, type RemotesMap } from '@app/shared/contracts';

/** Fetches the run-time map of remotes; without it the shell still runs and remote routes show their fallback. */
export async function loadRemoteMap(): Promise<RemotesMap> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return remotesMapSchema.parse(await response.json());
  } catch (error) {
    console.warn('[shell] could not load /remotes.json; starting without remotes', error);
    return {};
  }
}
