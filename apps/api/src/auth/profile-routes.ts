import { httpRoutes, type TraitsAnswer, type UserEventsAnswer } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../http/schemas.ts';
import { userOf } from './request-user.ts';
import type { ProfileInsightsStore } from '../results/profile-insights.ts';

/** The traits and events the scheduled runs found (empty before the first run). */
export function registerProfileRoutes(server: FastifyInstance, profiles: ProfileInsightsStore): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // The path's userId must be the session's user (checked with the identity).
  const owner = { identity: 'verified-user' } as const;

  app.get(httpRoutes.traits.path, { schema: contractSchema('traits'), config: owner }, async (request): Promise<TraitsAnswer> => ({
    success: true,
    existingTraits: (await profiles.read(userOf(request).id)).traits,
  }));

  app.get(
    httpRoutes.userEvents.path,
    { schema: contractSchema('userEvents'), config: owner },
    async (request): Promise<UserEventsAnswer> => ({ success: true, events: (await profiles.read(userOf(request).id)).events }),
  );
}
