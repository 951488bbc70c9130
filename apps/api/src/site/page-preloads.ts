import type { RemoteName } from '@app/shared/contracts';
import { findRoute, type RouteScreen } from '@app/shared/routes';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { localManifestUrl, remoteDirs, type AppConfig } from '../config/config.ts';

/** The parts of a remote's mf-manifest.json read here; a file without them gets no script preloads. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name: string; path: string } };
  exposes?: { name: string; assets: { js: { sync: string[] } } }[];
}

/** The screen a signed-out visitor of a guarded page ends up on (the guard sends them to /signIn). */
const signInScreen: RouteScreen = { remote: 'auth_mfe', module: 'AuthForm' };
const signedInOnly = new Set(['verify-pending', 'auth', 'whatsapp']);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What the page for a route should start fetching at once, instead of after the shell's chain of
 * index.js → /remotes.json → manifest → remote entry → screen chunk: the route's remote manifest
 * (preloaded in the mode the Module Federation runtime fetches it), its entry and its screen's chunks. Manifests of
 * remotes served here are read from disk and re-read when they change, so a remote shipped alone is
 * preloaded at its new version; a remote elsewhere gets its manifest preloaded only.
 */
export function createPagePreloads(config: AppConfig) {
  const manifests = new Map<RemoteName, { mtimeMs: number; manifest: FederationManifest }>();

  async function localManifest(remote: RemoteName): Promise<FederationManifest | undefined> {
    const file = join(config.webRoot, remoteDirs[remote], 'dist', 'mf-manifest.json');
    try {
      const { mtimeMs } = await stat(file);
      const known = manifests.get(remote);
      if (known?.mtimeMs === mtimeMs) return known.manifest;
      const manifest = JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
      manifests.set(remote, { mtimeMs, manifest });
      return manifest;
    } catch {
      return undefined;
    }
  }

  async function urlsFor({ remote, module }: RouteScreen): Promise<{ manifest: string; scripts: string[] }> {
    const manifestUrl = config.remotes[remote];
    if (manifestUrl !== localManifestUrl(remote)) return { manifest: manifestUrl, scripts: [] };
    const manifest = await localManifest(remote);
    if (!manifest) return { manifest: manifestUrl, scripts: [] };
    const base = `/mfe/${remoteDirs[remote]}/`;
    const entry = manifest.metaData?.remoteEntry;
    if (!entry) return { manifest: manifestUrl, scripts: [] };
    const screen = manifest.exposes?.find((expose) => expose.name === module);
    return {
      manifest: manifestUrl,
      scripts: [
        `${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`,
        ...(screen?.assets.js.sync ?? []).map((asset) => `${base}${asset}`),
      ],
    };
  }

  /**
   * The screen the page at `pathname` will show (`signedIn`: the browser holds a session cookie) and the
   * `<link>` tags that start fetching it. The shell is told the screen too, so it starts loading it
   * before its own first render instead of after.
   */
  return async function pagePreloads(pathname: string, signedIn: boolean): Promise<{ tags: string; screen?: RouteScreen }> {
    const route = findRoute(pathname);
    if (!route) return { tags: '' };
    const screen = !signedIn && signedInOnly.has(route.guard) ? signInScreen : route.screen;
    const { manifest, scripts } = await urlsFor(screen);
    const tags = [
      `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(manifest)}">`,
      // Prefetch, not preload: a failed preload is replayed to the next request of its URL (Chromium),
      // which would keep the Retry of a remote that was down failing; a prefetch fills the HTTP cache only.
      ...scripts.map((src) => `<link rel="prefetch" as="script" href="${escapeAttribute(src)}">`),
    ].join('');
    return { tags, screen };
  };
}
export type PagePreloads = ReturnType<typeof createPagePreloads>;
