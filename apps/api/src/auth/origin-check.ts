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

/** Against cross-site request forgery, beside SameSite=Lax: state-changing API calls must come from the site. */
export function registerOriginCheck(app: FastifyInstance, allowedOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    if (requestOrigin(request.headers) !== allowedOrigin) {
      throw new HttpError(403, 'Cross-site request refused');
    }
  });
}
