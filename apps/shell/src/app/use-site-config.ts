import type { SiteConfigAnswer } from '@app/shared/contracts';
import { api, isSiteConfig, readBootData } from '@app/shared/host';
import { useEffect, useState } from 'react';

const fallback: SiteConfigAnswer = { mode: 'production', localIdentityProvider: false };

const inlinedConfig = (): SiteConfigAnswer | undefined => {
  const inlined = readBootData()?.config;
  return isSiteConfig(inlined) ? inlined : undefined;
};

/**
 * The server's `/api/config`: inlined in the page, else read once; until it answers, nothing
 * local-only is shown.
 */
export function useSiteConfigFetch(): SiteConfigAnswer {
  const [config, setConfig] = useState(() => inlinedConfig() ?? fallback);
  useEffect(() => {
    if (inlinedConfig()) return undefined;
    const controller = new AbortController();
    api
      .get('siteConfig', { signal: controller.signal })
      .then(({ data, status }) => {
        if (!isSiteConfig(data)) throw new Error(`unexpected /api/config answer (HTTP ${status})`);
        setConfig(data);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[shell] could not read /api/config', error);
      });
    return () => controller.abort();
  }, []);
  return config;
}
