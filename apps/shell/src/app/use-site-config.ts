import { httpRoutes, siteConfigAnswerSchema, type SiteConfigAnswer } from '@app/shared/contracts';
import { useEffect, useState } from 'react';

const fallback: SiteConfigAnswer = { mode: 'production', localIdentityProvider: false };

/** Reads `GET /api/config` once; until it answers, nothing local-only is shown. */
export function useSiteConfigFetch(): SiteConfigAnswer {
  const [config, setConfig] = useState(fallback);
  useEffect(() => {
    const controller = new AbortController();
    fetch(httpRoutes.siteConfig.path, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((json) => setConfig(siteConfigAnswerSchema.parse(json)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[shell] could not read /api/config', error);
      });
    return () => controller.abort();
  }, []);
  return config;
}
