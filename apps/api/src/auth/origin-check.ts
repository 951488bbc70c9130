import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origin of the request as the browser states it (Origin, else Referer); undefined when it says nothing. */
export function requestOrigin(headers: { origin?: string | undefined; referer?: string | undefined }): string | undefined {
  if (headers.origin) return headers.origin;
  try {
    return headers.referer ? new URL(headers.referer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The path as the router understands it: percent-decoded, so `/%61pi/...` is `/api/...`. */
function routedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Against cross-site request forgery, beside SameSite=Lax: state-changing API calls must come from the
 * site. Judged on the route the router matched (or, with none, the decoded path), never the raw URL.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const path = request.routeOptions.url ?? routedPath(request.url);
    if (!path.startsWith('/api/')) return;
    if (requestOrigin(request.headers) !== allowedOrigin) {
      throw new HttpError(403, 'Cross-site request refused');
    }
  });
}
