import { contactLabel, type InstantWisdomAck } from '@app/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { instantFromLooped, instantFromWisdom } from '../insights/instant-wisdom.ts';
import type { InsightEngine, InsightRequest } from '../insights/insight-engine.ts';
import { messageFloor } from '../insights/analysis/conversation-facts.ts';
import { spend, type LimiterFactory } from '../lib/limiters.ts';
import type { RecentMessages } from '../whatsapp/recent-messages.ts';
import { onEvent } from './on-event.ts';
import type { AppSocketServer } from './socket-types.ts';

export const instantWisdomMessages = {
  tooFew: (name: string, count: number) =>
    `Not enough recent messages with ${name} for a wisdom yet: ${count} in the last two weeks, and a reading needs ${messageFloor}. Write to each other a little, then try again.`,
  tooMany: 'You asked for many wisdoms in a short time. Please try again in a few minutes.',
  failed: 'Your wisdom could not be prepared. Please try again.',
} as const;

/** How long 'Get a wisdom now' may ask a model before the offline reading answers. */
const instantWisdomDeadlineMs = 60_000;

export interface InstantWisdomDeps {
  recent: RecentMessages;
  engine: InsightEngine;
  limiter: LimiterFactory;
  /** The account's name and companion settings. */
  reader: (userId: string) => Promise<Pick<InsightRequest, 'userName' | 'language' | 'companionWisdom'>>;
  /** The reader's zone for the hours a reading names: their schedules' (the browser's), else UTC. */
  timeZoneOf: (userId: string) => Promise<string>;
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * 'get-instant-wisdom' (the 'Get a wisdom now' button on /home): the socket's own account's recent
 * messages with one contact, read now by the insight engine, answered in instant wisdom's shape.
 * The engine is the costly part, so each account may ask ten times in ten minutes.
 */
export function registerInstantWisdomHandlers(io: AppSocketServer, deps: InstantWisdomDeps): void {
  const limit = deps.limiter({ name: 'instant-wisdom', points: 10, windowSeconds: 600 });
  io.on('connection', (socket) => {
    const { userId } = socket.data;
    onEvent(
      socket,
      'get-instant-wisdom',
      async ({ contactId, contactName, wisdom, looped }, ack) => {
        const answer = (a: InstantWisdomAck) => ack(a);
        if ((await spend(limit, userId)) > 0) return answer({ status: 'error', message: instantWisdomMessages.tooMany });
        const name = contactLabel({ id: contactId, name: contactName });
        const messages = deps.recent.of(userId, contactId);
        if (messages.length < messageFloor)
          return answer({ status: 'error', message: instantWisdomMessages.tooFew(name, messages.length) });
        try {
          const conversation = { contactId, contactName: name, messages };
          const reader = await deps.reader(userId);
          const set = await deps.engine.generate({
            ...reader,
            at: deps.now(),
            timeZone: await deps.timeZoneOf(userId),
            userId,
            signal: AbortSignal.timeout(instantWisdomDeadlineMs),
            wisdom: looped ? null : { wisdoms: [wisdom], conversations: [conversation] },
            looped: looped ? { conversation } : null,
            astrology: null,
          });
          const response = looped ? instantFromLooped(set.looped[0]!.insight) : instantFromWisdom(set.wisdom[0]!.insights[0]!);
          return answer({ status: 'success', response: { ...response, language: reader.language } });
        } catch (error) {
          deps.log.error({ err: error }, 'instant wisdom failed');
          return answer({ status: 'error', message: instantWisdomMessages.failed });
        }
      },
      deps.log,
    );
  });
}
