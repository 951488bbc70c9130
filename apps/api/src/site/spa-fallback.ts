import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';

/** Paths that are never a page: the API, the realtime server and built files (a missing one is a 404). */
const notPages = /^\/(api|mfe|socket\.io|static)(\/|$)/;

/** Where styled-components and the toasts find this answer's style nonce (security-headers.ts). */
const nonceTag = (nonce: string) => `<meta property="csp-nonce" nonce="${nonce}">`;

/**
 * Every other GET is a page of the single-page app (deep links included) and gets the shell's HTML,
 * whatever its Accept header: `curl`, link previews and crawlers ask with `*\/*` or nothing, and there
 * is no other resource at these paths for them to mean. Anything else is a JSON 404.
 */
export function registerSpaFallback(app: FastifyInstance, shellIndex: string | null): void {
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: 'Not Found' }));

  // A route rather than the not-found handler, so the page goes through the route hooks (compression).
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (notPages.test(path)) return reply.callNotFound();
    if (!shellIndex) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run "npm run build", then reload.');
    }
    const html = (await readFile(shellIndex, 'utf8')).replace('</head>', `${nonceTag(reply.cspNonce.style)}</head>`);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
}
