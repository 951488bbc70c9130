import { httpRoutes, type CitySuggestion } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../http/schemas.ts';
import { suggestCities } from './city-suggestions.ts';

/** City suggestions for the birth-details form: signed-in users only, and a typist's pace per address. */
export function registerPlaceRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    httpRoutes.citySuggestions.path,
    { schema: contractSchema('citySuggestions'), config: { identity: 'user', rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request): Promise<CitySuggestion[]> => suggestCities(request.query.q),
  );
}
