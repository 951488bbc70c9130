import { httpRoutes, type TraitsAnswer, type UserEventsAnswer } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../http/schemas.ts';

/** Traits and events are filled by the insights work; until then every user has none. */
export function registerProfileRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // The path's userId must be the session's user (checked with the identity).
  const owner = { identity: 'verified-user' } as const;

  app.get(httpRoutes.traits.path, { schema: contractSchema('traits'), config: owner }, async (): Promise<TraitsAnswer> => ({
    success: true,
    existingTraits: [],
  }));

  app.get(httpRoutes.userEvents.path, { schema: contractSchema('userEvents'), config: owner }, async (): Promise<UserEventsAnswer> => ({
    success: true,
    events: [],
  }));
}
