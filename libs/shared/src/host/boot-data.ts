import { bootDataElementId } from '../routes/boot-data.ts';

/**
 * What the server inlined into the page: `/remotes.json` and `/api/config` as it would answer them, and
 * the screen it preloads for the page; unchecked (the shell validates each). Undefined when the page
 * has none (a dev server).
 */
export function readBootData(): { remotes?: unknown; config?: unknown; screen?: unknown } | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(bootDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as { remotes?: unknown; config?: unknown; screen?: unknown };
  } catch {
    return undefined;
  }
}
