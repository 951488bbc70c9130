import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config.ts';
import { createSocketServer, type AppSocketServer } from './realtime/socket-server.ts';
import { registerSiteRoutes } from './site/site-routes.ts';
import { registerSpaFallback } from './site/spa-fallback.ts';
import { registerWebApps } from './site/web-apps.ts';

export interface App {
  http: FastifyInstance;
  io: AppSocketServer;
}

/** Builds the whole server without side effects: nothing listens until `http.listen()`. */
export async function createApp(config: AppConfig): Promise<App> {
  const http = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.mode === 'production',
  });
  const io = createSocketServer(http.server, config);
  http.addHook('onClose', async () => {
    await io.close();
  });

  registerSiteRoutes(http, config);
  const { shellIndex } = await registerWebApps(http, config);
  registerSpaFallback(http, shellIndex);
  await http.ready();
  return { http, io };
}
