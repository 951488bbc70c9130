import type { CompanionLanguage } from '@app/shared/catalogue';
import { devPhoneEmailSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Users } from '../auth/users.ts';
import { HttpError } from '../http/http-error.ts';
import { errorResponses } from '../http/schemas.ts';
import type { InsightEngine } from '../insights/insight-engine.ts';
import { olderFrom } from '../results/older-results.ts';
import type { CurrentResult, Results } from '../results/results.ts';
import type { SimulatedWhatsApp } from '../whatsapp/simulator/simulated-gateway.ts';

export interface DevResultDeps {
  users: Users;
  phone: SimulatedWhatsApp;
  engine: InsightEngine;
  results: Results;
  publicUrl: string;
  now: () => number;
  /** The account's companion language: a seeded result is written in it, as a run's would be. */
  languageOf: (userId: string) => Promise<CompanionLanguage>;
}

/** The demo birth details of a seeded Oracle reading (London, 15 June 1990, 14:30). */
const demoBirth = {
  firstName: 'Demo',
  lastName: 'Reader',
  dob: '1990-06-15',
  timeOfBirth: '14:30',
  city: 'London',
  country: 'United Kingdom',
  timeZone: 'Europe/London',
  latitude: 51.5072,
  longitude: -0.1275,
};

/**
 * Local mode only: a real result (Wisdom, Looped and Oracle) made by the configured engine from the
 * simulated phone's conversations, stored for the account — what a scheduled run would make, at once,
 * for demos and the result pages' journeys.
 */
export function registerDevResultRoutes(server: FastifyInstance, deps: DevResultDeps): void {
  server.withTypeProvider<ZodTypeProvider>().post(
    '/api/dev/results',
    {
      schema: {
        summary: 'Local mode only: make a result for the account from its simulated conversations, as a run would.',
        tags: ['local mode'],
        body: devPhoneEmailSchema,
        response: {
          200: z.object({
            id: z.string(),
            url: z.string(),
            /** The same readings kept in the older formats, and every page that shows a result. */
            pages: z.record(z.string(), z.string()),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await deps.users.findByEmail(request.body.email);
      if (!user) throw new HttpError(404, 'No account with that email');
      const contacts = deps.phone
        .contactsOf(user.id)
        .map((c) => ({ ...c, messages: deps.phone.historyWith(user.id, c.id) }))
        .filter((c) => !c.id.endsWith('@g.us') && c.messages.length >= 10)
        // The two longest conversations: the same contacts for every account, whatever order the phone lists them in.
        .sort((a, b) => b.messages.length - a.messages.length)
        .slice(0, 2);
      if (contacts.length < 2) throw new HttpError(409, 'That account has no linked phone with conversations');
      const [first, second] = contacts.map((c) => ({ contactId: c.id, contactName: c.name, messages: c.messages })) as [
        { contactId: string; contactName: string; messages: { text: string; fromMe: boolean; at: number }[] },
        { contactId: string; contactName: string; messages: { text: string; fromMe: boolean; at: number }[] },
      ];
      const language = await deps.languageOf(user.id);
      const insights = await deps.engine.generate({
        userName: user.name,
        language,
        companionWisdom: null,
        at: deps.now(),
        timeZone: 'UTC',
        wisdom: { wisdoms: ['Stoicism', 'Taoism'], conversations: [first, second] },
        looped: { conversation: second },
        astrology: { birth: demoBirth, conversations: [first] },
      });
      const current: CurrentResult = {
        schemaVersion: 'v0-4',
        userName: user.name,
        language,
        contacts: contacts.map((c) => ({ id: c.id, name: c.name })),
        selected: { Wisdom: true, Looped: true, Astrology: true },
        insights,
      };
      const id = await deps.results.store(user.id, null, current);
      const olderWisdom = await deps.results.store(user.id, null, { ...olderFrom(current, false), schemaVersion: 'legacy' });
      const olderLooped = await deps.results.store(user.id, null, olderFrom(current, true));
      const at = (path: string) => `${deps.publicUrl}${path}`;
      return {
        id,
        url: at(`/result-entry/v0-4/${id}`),
        pages: {
          entry: at(`/result-entry/v0-4/${id}`),
          wisdom: at(`/wisdom-result/v0-4/${id}`),
          looped: at(`/looped-result/v0-4/${id}`),
          oracle: at(`/astrology-result/v0-4/${id}`),
          wisdomV03: at(`/wisdom-result/v0-3/${id}`),
          legacyWisdom: at(`/wisdom-result/${olderWisdom}`),
          wisdomV02: at(`/wisdom-result/v0-2/wisdom/${olderWisdom}`),
          loopedV02: at(`/wisdom-result/v0-2/looped/${olderLooped}`),
        },
      };
    },
  );
}
