import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

/** A plain static host on another origin (a CDN stand-in), with CORS as a remote's host must send. */
export async function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, { root });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
