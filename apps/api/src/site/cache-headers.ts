/** The part of a response @fastify/static hands to setHeaders. */
interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

/** Stable URLs must be revalidated; content-hashed files never change (docs: ARCHITECTURE §10). */
export function setStaticCacheHeaders(res: HeaderTarget, filePath: string): void {
  // Built files may be answered Brotli, gzip or plain (preCompressed): caches must keep them apart.
  res.setHeader('Vary', 'Accept-Encoding');
  if (/[\\/]static[\\/]/.test(filePath)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}
