import type { RemotesMap, SiteConfigAnswer } from '../contracts/site.ts';

// Hand-written guards for the two answers the shell reads on its first page, which must not pull in
// zod (ARCHITECTURE §8); the server builds both from the zod contracts.

const isUrl = (value: unknown) => typeof value === 'string' && (value.startsWith('/') || /^https?:\/\//.test(value));

export function isRemotesMap(value: unknown): value is RemotesMap {
  return typeof value === 'object' && value !== null && Object.values(value).every(isUrl);
}

export function isSiteConfig(value: unknown): value is SiteConfigAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.mode === 'local' || v.mode === 'production') && typeof v.localIdentityProvider === 'boolean';
}
