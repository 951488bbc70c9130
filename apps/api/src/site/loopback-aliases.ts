import type { FastifyInstance } from 'fastify';
import { isLoopbackHost } from '../config/network.ts';

/**
 * Local mode on this machine: `http://127.0.0.1:3000` and `http://[::1]:3000` are the same server as
 * `http://localhost:3000`, so a page asked for at an alias is redirected to `PUBLIC_URL`, where the
 * Origin check, cookies and the Google popup all work. Production keeps the exact-origin rule.
 */
export function registerLoopbackRedirect(app: FastifyInstance, publicUrl: string): void {
  const site = new URL(publicUrl);
  if (!isLoopbackHost(site.hostname)) return;
  const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /^\/(api|socket\.io)(\/|$)/.test(request.url)) return undefined;
    let asked: URL;
    try {
      asked = new URL(`${site.protocol}//${request.headers.host ?? ''}`);
    } catch {
      return undefined;
    }
    if (asked.host === site.host || portOf(asked) !== portOf(site) || !isLoopbackHost(asked.hostname)) return undefined;
    return reply.redirect(`${site.origin}${request.url}`, 302);
  });
}
