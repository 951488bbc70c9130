import type { HealthAnswer, RemotesMap, SiteConfigAnswer } from '@app/shared/contracts';
import { httpRoutes } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import { openApiDocument } from './openapi.ts';

export function registerSiteRoutes(app: FastifyInstance, config: AppConfig): void {
  const startedAt = Date.now();

  app.get(httpRoutes.health.path, async (): Promise<HealthAnswer> => ({
    status: 'ok',
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));

  app.get(httpRoutes.siteConfig.path, async (): Promise<SiteConfigAnswer> => ({
    mode: config.mode,
    localIdentityProvider: config.mode === 'local' && !config.google,
  }));

  let docs: ReturnType<typeof openApiDocument> | undefined;
  app.get('/api/docs', async () => (docs ??= openApiDocument(config.publicUrl)));

  app.get(httpRoutes.remotes.path, async (_request, reply): Promise<RemotesMap> => {
    reply.header('Cache-Control', 'no-cache');
    return config.remotes;
  });
}
