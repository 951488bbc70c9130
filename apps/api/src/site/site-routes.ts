import type { HealthAnswer, LivenessAnswer, RemotesMap, SiteConfigAnswer } from '@app/shared/contracts';
import { healthAnswerSchema, httpRoutes } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../lib/clock.ts';
import type { AppConfig } from '../config/config.ts';
import { databaseWritable, type Db } from '../db/database.ts';
import { contractSchema } from '../http/schemas.ts';

/** What the browser needs to know about how this server runs (also inlined into every page). */
export const siteConfigOf = (config: AppConfig): SiteConfigAnswer => ({
  mode: config.mode,
  localIdentityProvider: config.mode === 'local' && !config.google,
});

export function registerSiteRoutes(server: FastifyInstance, config: AppConfig, db: Db, clock: Clock): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const startedAt = Date.now();
  const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000);

  // Readiness answers 503 with the same shape when the database takes no writes.
  const health = contractSchema('health');
  app.get(
    httpRoutes.health.path,
    { schema: { ...health, response: { ...health.response, 503: healthAnswerSchema } } },
    async (_request, reply): Promise<HealthAnswer> => {
      const writable = await databaseWritable(db, clock.now());
      reply.code(writable ? 200 : 503).header('Cache-Control', 'no-store');
      return { status: writable ? 'ok' : 'unavailable', uptimeSeconds: uptimeSeconds(), database: writable ? 'writable' : 'unavailable' };
    },
  );

  app.get(httpRoutes.liveness.path, { schema: contractSchema('liveness') }, async (_request, reply): Promise<LivenessAnswer> => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', uptimeSeconds: uptimeSeconds() };
  });

  app.get(httpRoutes.siteConfig.path, { schema: contractSchema('siteConfig') }, async (): Promise<SiteConfigAnswer> =>
    siteConfigOf(config),
  );

  app.get(httpRoutes.remotes.path, { schema: contractSchema('remotes') }, async (_request, reply): Promise<RemotesMap> => {
    reply.header('Cache-Control', 'no-cache');
    return config.remotes;
  });
}
