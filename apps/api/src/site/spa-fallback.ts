import { bootDataElementId } from '@app/shared/routes';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { sessionCookieName } from '../auth/session-cookie.ts';
import type { AppConfig } from '../config/config.ts';
import type { PagePreloads } from './page-preloads.ts';
import { siteConfigOf } from './site-routes.ts';

/** Paths that are never a page: the API, the realtime server and built files (a missing one is a 404). */
const notPages = /^\/(api|mfe|socket\.io|static)(\/|$)/;

/** JSON inside a `<script type="application/json">`: '<' escaped so nothing in it can end the tag. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Every other GET is a page of the single-page app (deep links included) and gets the shell's HTML,
 * whatever its Accept header: `curl`, link previews and crawlers ask with `*\/*` or nothing, and there
 * is no other resource at these paths for them to mean. Anything else is a JSON 404. Into the page go
 * the style nonce (security-headers.ts), the preloads of the route's remote (page-preloads.ts), and
 * `/remotes.json`, `/api/config` and the screen being preloaded inline, so the shell starts without
 * asking for them and starts loading that screen at once.
 */
export function registerSpaFallback(app: FastifyInstance, config: AppConfig, shellIndex: string | null, preloads: PagePreloads): void {
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: 'Not Found' }));
  const site = { remotes: config.remotes, config: siteConfigOf(config) };

  // A route rather than the not-found handler, so the page goes through the route hooks (compression).
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (notPages.test(path)) return reply.callNotFound();
    if (!shellIndex) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run "npm run build", then reload.');
    }
    const { tags, screen } = await preloads(path, request.cookies[sessionCookieName] !== undefined);
    const head = [
      `<meta property="csp-nonce" nonce="${reply.cspNonce.style}">`,
      tags,
      `<script type="application/json" id="${bootDataElementId}">${inlineJson({ ...site, screen })}</script>`,
    ].join('');
    const html = (await readFile(shellIndex, 'utf8')).replace('</head>', `${head}</head>`);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
}
