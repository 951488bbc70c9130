import type { FastifyInstance } from 'fastify';
import { isLoopbackHost } from '../config/network.ts';
import { HttpError } from '../http/http-error.ts';

const devPath = /^\/(api\/)?dev\//;

/** The host name of a Host header (`[::1]:3000` → `[::1]`, `localhost:3000` → `localhost`). */
const hostName = (host: string) => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!).toLowerCase();

/**
 * Local mode's tools (dev mailbox, simulated phone, identity provider) answer only requests addressed to
 * this machine or to `PUBLIC_URL`'s host. A page of another site whose name was made to point at
 * 127.0.0.1 (DNS rebinding) sends its own name as Host, and is refused.
 */
export function registerLocalHostCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).hostname.toLowerCase();
  app.addHook('onRequest', async (request) => {
    const path = request.routeOptions.url ?? request.url;
    if (!devPath.test(path)) return;
    const name = hostName(request.headers.host ?? '');
    if (name !== allowed && !isLoopbackHost(name)) throw new HttpError(403, 'Local tools answer only on this machine');
  });
}
