import type { FastifyRequest } from 'fastify';

/** Paths whose last part is a secret (a reset link's token) or a private id (a result's). */
const privatePath =
  /^(\/reset-password|\/result-entry\/[^/]+|\/wisdom-result(?:\/v0-[234])?(?:\/(?:looped|wisdom))?|\/looped-result\/[^/]+|\/astrology-result\/[^/]+)\/[^/?#]+/u;

/**
 * A request's URL as the log keeps it: the token of a reset link and the id of a result are left out (a
 * token read from a log would reset the password), and so is every query string (a Google callback's code,
 * a search's text).
 */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.replace(privatePath, '$1/…') + (queryAt === -1 ? '' : '?…');
}

/** What the log says of each request (Fastify's own fields, with the URL redacted). */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};

/** Where a URL whose escapes do not decode ('/%ff') is sent, so it is answered like every other error. */
export const badUrlPath = '/__bad-url';

/** Fastify's `rewriteUrl`: an undecodable path goes to `badUrlPath` instead of Fastify's own bare 400. */
export function rewriteBadUrl(request: { url?: string }): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  try {
    decodeURIComponent(queryAt === -1 ? url : url.slice(0, queryAt));
    return url;
  } catch {
    return badUrlPath;
  }
}
