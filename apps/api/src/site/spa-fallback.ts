import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';

const notPages = /^\/(api|mfe|socket\.io)(\/|$)/;

/** Unknown paths that a browser asks for as a page get the shell's HTML (deep links); the rest a JSON 404. */
export function registerSpaFallback(app: FastifyInstance, shellIndex: string | null): void {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !notPages.test(path) && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return reply.code(404).send({ message: 'Not Found' });
    if (!shellIndex) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run "npm run build", then reload.');
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(await readFile(shellIndex));
  });
}
