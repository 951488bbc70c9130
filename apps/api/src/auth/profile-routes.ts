import { httpRoutes, userIdSchema, type TraitsAnswer, type UserEventsAnswer } from '@app/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validate } from '../http/validate.ts';
import type { Accounts } from './accounts.ts';

/** Traits and events are filled by the insights work; until then every user has none. */
export function registerProfileRoutes(app: FastifyInstance, a: Accounts): void {
  const owner = async (request: FastifyRequest<{ Params: { userId: string } }>) => {
    const user = await a.identity.requireVerifiedUser(request);
    a.identity.assertSameUser(user, validate(userIdSchema, request.params.userId));
    return user;
  };

  app.get<{ Params: { userId: string } }>(httpRoutes.traits.path, async (request): Promise<TraitsAnswer> => {
    await owner(request);
    return { success: true, existingTraits: [] };
  });

  app.get<{ Params: { userId: string } }>(httpRoutes.userEvents.path, async (request): Promise<UserEventsAnswer> => {
    await owner(request);
    return { success: true, events: [] };
  });
}
