import { z } from 'zod';
import { userIdPayloadSchema, userIdSchema } from './common.ts';
import {
  changeCompanionLanguagePayloadSchema,
  companionWisdomPayloadSchema,
  setCompanionWisdomPayloadSchema,
  userSelectedLanguagePayloadSchema,
} from './companion.ts';
import { generateCustomWisdomAckSchema, generateCustomWisdomPayloadSchema } from './custom-wisdom.ts';
import {
  getInstantWisdomPayloadSchema,
  getWisdomPayloadSchema,
  instantWisdomAckSchema,
  insightAstrologyResultPayloadSchema,
  insightExistingResultPayloadSchema,
  insightLoopedResultPayloadSchema,
  insightWisdomResultPayloadSchema,
  resultMetadataRequestSchema,
  resultPageInitialLoadPayloadSchema,
  wisdomPageIsLoopedPayloadSchema,
  wisdomResultMetadataPayloadSchema,
  wisdomResultPayloadSchema,
} from './insights.ts';
import { listInsightsAckSchema, listInsightsPayloadSchema } from './insights-list.ts';
import {
  activeCronJobsPayloadSchema,
  cronJobsAckSchema,
  removeCronJobAckSchema,
  removeCronJobPayloadSchema,
  scheduleNewCronPayloadSchema,
  updateCronJobPayloadSchema,
} from './schedules.ts';
import {
  chatsPayloadSchema,
  contactImagesPayloadSchema,
  disconnectedPayloadSchema,
  logoutAckSchema,
  messagePayloadSchema,
  qrPayloadSchema,
} from './whatsapp.ts';

/** Where a client event's payload names the user: `(userId)` is the bare id, `{userId}` a field of it. */
export type UserIdPlacement = 'bare' | 'field' | 'none';

interface ClientEventSpec {
  /** Validates the first argument (the server refuses the packet otherwise). */
  payload: z.ZodType;
  /** The acknowledgement's answer, when the event takes a callback. */
  ack?: z.ZodType;
  /** The server takes identity from the session, and refuses a payload naming another user. */
  userId: UserIdPlacement;
  /** For an event without an acknowledgement: the server event that carries a refusal's message. */
  refusal?: 'schedule-error';
}

/**
 * Every client -> server event, once: its payload, its acknowledgement and where it names the user.
 * Names and argument shapes are the product's (docs/product.md §7). The socket.io types and the
 * server's checks are derived from this map, so an event is added in one place.
 */
export const clientEvents = {
  logout: { payload: userIdSchema, ack: logoutAckSchema, userId: 'bare' },
  checkWhatsappSessionActive: { payload: userIdSchema, ack: z.boolean(), userId: 'bare' },
  getCompanionWisdom: { payload: userIdPayloadSchema, userId: 'field' },
  setCompanionWisdom: { payload: setCompanionWisdomPayloadSchema, userId: 'field' },
  'get-user-language': { payload: userIdPayloadSchema, userId: 'field' },
  'change-companion-language': { payload: changeCompanionLanguagePayloadSchema, userId: 'field' },
  'generate-custom-wisdom': { payload: generateCustomWisdomPayloadSchema, ack: generateCustomWisdomAckSchema, userId: 'field' },
  'get-active-cron-jobs': { payload: userIdSchema, userId: 'bare' },
  'remove-cron-job': { payload: removeCronJobPayloadSchema, ack: removeCronJobAckSchema, userId: 'none' },
  'update-cron-job': { payload: updateCronJobPayloadSchema, ack: cronJobsAckSchema, userId: 'none' },
  'get-wisdom': { payload: getWisdomPayloadSchema, userId: 'none' },
  'wisdom-result-metadata': { payload: resultMetadataRequestSchema, userId: 'none' },
  /** Beyond docs/product.md §7: 'Your insights', a page of the account's own results (ARCHITECTURE §6). */
  'list-insights': { payload: listInsightsPayloadSchema, ack: listInsightsAckSchema, userId: 'none' },
  'start-session': { payload: userIdPayloadSchema, userId: 'field' },
  'send-onboarding-message': { payload: userIdSchema, userId: 'bare' },
  'get-contacts': { payload: userIdSchema, userId: 'bare' },
  'get-instant-wisdom': { payload: getInstantWisdomPayloadSchema, ack: instantWisdomAckSchema, userId: 'none' },
  'get-contact-images': { payload: userIdSchema, userId: 'bare' },
  'schedule-new-cron': { payload: scheduleNewCronPayloadSchema, userId: 'field', refusal: 'schedule-error' },
} as const satisfies Record<string, ClientEventSpec>;

type ClientHandler<S extends ClientEventSpec> = S extends { ack: infer A extends z.ZodType }
  ? (payload: z.input<S['payload']>, ack: (answer: z.output<A>) => void) => void
  : (payload: z.input<S['payload']>) => void;

/** Client -> server events as socket.io types them, derived from `clientEvents`. */
export type ClientToServerEvents = { [E in keyof typeof clientEvents]: ClientHandler<(typeof clientEvents)[E]> };

type ParsedHandler<S extends ClientEventSpec> = S extends { ack: infer A extends z.ZodType }
  ? (payload: z.output<S['payload']>, ack: (answer: z.output<A>) => void) => void
  : (payload: z.output<S['payload']>) => void;

/** What the server's handlers receive: the payload as its schema parsed it (trimmed, defaults, unknown keys gone). */
export type ClientEventHandlers = { [E in keyof typeof clientEvents]: ParsedHandler<(typeof clientEvents)[E]> };

/** Every server -> client event with its payload's schema; `null` for events without a payload. */
export const serverEventSchemas = {
  disconnected: disconnectedPayloadSchema,
  'full-history': null,
  'user-not-found': null,
  'whatsapp-logout': messagePayloadSchema,
  'companion-wisdom': companionWisdomPayloadSchema,
  'companion-wisdom-success': messagePayloadSchema,
  'user-selected-language': userSelectedLanguagePayloadSchema,
  'companion-language-success': messagePayloadSchema,
  'schedule-error': messagePayloadSchema,
  'schedule-success': null,
  'stop-cron': null,
  'active-cron-jobs': activeCronJobsPayloadSchema,
  'cron-jobs-error': messagePayloadSchema,
  'wisdom-result': wisdomResultPayloadSchema,
  'wisdom-result-error': messagePayloadSchema,
  'wisdom-page-is-Looped': wisdomPageIsLoopedPayloadSchema,
  'wisdom-result-metadata': wisdomResultMetadataPayloadSchema,
  'insight-existing-result': insightExistingResultPayloadSchema,
  'insight-wisdom-result': insightWisdomResultPayloadSchema,
  'insight-looped-result': insightLoopedResultPayloadSchema,
  'insight-astrology-result': insightAstrologyResultPayloadSchema,
  'result-page-initial-load': resultPageInitialLoadPayloadSchema,
  'rate-limit-exceeded': null,
  qr: qrPayloadSchema,
  authenticated: null,
  'qr-timeout': null,
  history: chatsPayloadSchema,
  'Connection-failure': null,
  'contacts-data': chatsPayloadSchema,
  'sync-4': chatsPayloadSchema,
  'contacts-images': contactImagesPayloadSchema,
  'contacts-error': messagePayloadSchema,
  'chat-error': messagePayloadSchema,
  'logout-error': messagePayloadSchema,
} as const satisfies Record<string, z.core.$ZodType | null>;

type ServerHandler<S> = S extends z.core.$ZodType ? (payload: z.output<S>) => void : () => void;

/** Server -> client events as socket.io types them, derived from `serverEventSchemas`. */
export type ServerToClientEvents = { [E in keyof typeof serverEventSchemas]: ServerHandler<(typeof serverEventSchemas)[E]> };

export type ClientEventName = keyof ClientToServerEvents;
export type ServerEventName = keyof ServerToClientEvents;

/** The payload schema of every client event: the server validates the first argument with it. */
export const clientEventSchemas = Object.fromEntries(Object.entries(clientEvents).map(([name, spec]) => [name, spec.payload])) as {
  [E in ClientEventName]: (typeof clientEvents)[E]['payload'];
};

/** Whether the event's sender must pass an acknowledgement callback (its answer travels through it). */
export const takesAck = (event: ClientEventName): boolean => 'ack' in clientEvents[event];

/** Where each client event names the user (derived: the server checks it against the session). */
export const userIdPlacement = (event: ClientEventName): UserIdPlacement => clientEvents[event].userId;

/** The server event that tells the browser why a packet of `event` was refused, when it has no acknowledgement. */
export const refusalEventOf = (event: ClientEventName): 'schedule-error' | undefined => (clientEvents[event] as ClientEventSpec).refusal;

export const clientEventNames = Object.keys(clientEventSchemas) as ClientEventName[];
export const serverEventNames = Object.keys(serverEventSchemas) as ServerEventName[];

/** Whether `name` is a client event of the contract: own keys only, so `toString` or `__proto__` never match. */
export const isClientEventName = (name: string): name is ClientEventName => Object.hasOwn(clientEventSchemas, name);
