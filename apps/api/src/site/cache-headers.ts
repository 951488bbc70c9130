/** The part of a response @fastify/static hands to setHeaders. */
interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

/** Stable URLs must be revalidated; content-hashed files never change (notes/module-federation.md §8). */
export function setStaticCacheHeaders(res: HeaderTarget, filePath: string): void {
  if (/[\\/]static[\\/]/.test(filePath)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}
