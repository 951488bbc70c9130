import type { z } from 'zod';
import { userIdPayloadSchema, userIdSchema, type UserIdPayload } from './common.ts';
import {
  changeCompanionLanguagePayloadSchema,
  companionWisdomPayloadSchema,
  setCompanionWisdomPayloadSchema,
  userSelectedLanguagePayloadSchema,
  type ChangeCompanionLanguagePayload,
  type CompanionWisdomPayload,
  type SetCompanionWisdomPayload,
  type UserSelectedLanguagePayload,
} from './companion.ts';
import {
  generateCustomWisdomPayloadSchema,
  type GenerateCustomWisdomAck,
  type GenerateCustomWisdomPayload,
} from './custom-wisdom.ts';
import {
  getWisdomPayloadSchema,
  insightAstrologyResultPayloadSchema,
  insightExistingResultPayloadSchema,
  insightLoopedResultPayloadSchema,
  insightWisdomResultPayloadSchema,
  resultMetadataRequestSchema,
  resultPageInitialLoadPayloadSchema,
  wisdomPageIsLoopedPayloadSchema,
  wisdomResultMetadataPayloadSchema,
  wisdomResultPayloadSchema,
  type GetWisdomPayload,
  type WisdomResultMetadataPayload,
} from './insights.ts';
import {
  activeCronJobsPayloadSchema,
  removeCronJobPayloadSchema,
  scheduleNewCronPayloadSchema,
  updateCronJobPayloadSchema,
  type CronJobsAck,
  type RemoveCronJobAck,
  type RemoveCronJobPayload,
  type ScheduleNewCronPayload,
  type UpdateCronJobPayload,
} from './schedules.ts';
import {
  chatsPayloadSchema,
  contactImagesPayloadSchema,
  disconnectedPayloadSchema,
  messagePayloadSchema,
  qrPayloadSchema,
  type ChatsPayload,
  type ContactImage,
  type DisconnectedPayload,
  type LogoutAck,
  type MessagePayload,
  type QrPayload,
} from './whatsapp.ts';

/**
 * Client -> server events, names and argument shapes exactly as SPEC §7 writes them: `(userId)` is a
 * bare id, `{userId}` an object. The server takes identity from the session, and refuses a userId that
 * is not the session's.
 */
export interface ClientToServerEvents {
  logout: (userId: string, ack: (answer: LogoutAck) => void) => void;
  checkWhatsappSessionActive: (userId: string, ack: (active: boolean) => void) => void;
  getCompanionWisdom: (payload: UserIdPayload) => void;
  setCompanionWisdom: (payload: SetCompanionWisdomPayload) => void;
  'get-user-language': (payload: UserIdPayload) => void;
  'change-companion-language': (payload: ChangeCompanionLanguagePayload) => void;
  'generate-custom-wisdom': (
    payload: GenerateCustomWisdomPayload,
    ack: (answer: GenerateCustomWisdomAck) => void,
  ) => void;
  'get-active-cron-jobs': (userId: string) => void;
  'remove-cron-job': (job: RemoveCronJobPayload, ack: (answer: RemoveCronJobAck) => void) => void;
  'update-cron-job': (job: UpdateCronJobPayload, ack: (answer: CronJobsAck) => void) => void;
  'get-wisdom': (payload: GetWisdomPayload) => void;
  'wisdom-result-metadata': (payload: { id: string }) => void;
  'start-session': (payload: UserIdPayload) => void;
  'send-onboarding-message': (userId: string) => void;
  'get-contacts': (userId: string) => void;
  'get-contact-images': (userId: string) => void;
  'schedule-new-cron': (payload: ScheduleNewCronPayload) => void;
}

type InsightFor<T> = { contact?: string; contactId?: string; insight: T };

/** Server -> client events of SPEC §7. */
export interface ServerToClientEvents {
  disconnected: (payload: DisconnectedPayload) => void;
  'full-history': () => void;
  'user-not-found': () => void;
  'whatsapp-logout': (payload: MessagePayload) => void;
  'companion-wisdom': (payload: CompanionWisdomPayload) => void;
  'companion-wisdom-success': (payload: MessagePayload) => void;
  'user-selected-language': (payload: UserSelectedLanguagePayload) => void;
  'companion-language-success': (payload: MessagePayload) => void;
  'schedule-error': (payload: MessagePayload) => void;
  'schedule-success': () => void;
  'stop-cron': () => void;
  'active-cron-jobs': (payload: z.infer<typeof activeCronJobsPayloadSchema>) => void;
  'cron-jobs-error': (payload: MessagePayload) => void;
  'wisdom-result': (payload: z.infer<typeof wisdomResultPayloadSchema>) => void;
  'wisdom-result-error': (payload: MessagePayload) => void;
  'wisdom-page-is-Looped': (payload: z.infer<typeof wisdomPageIsLoopedPayloadSchema>) => void;
  'wisdom-result-metadata': (payload: WisdomResultMetadataPayload) => void;
  'insight-existing-result': (payload: z.infer<typeof insightExistingResultPayloadSchema>) => void;
  'insight-wisdom-result': (payload: z.infer<typeof insightWisdomResultPayloadSchema>) => void;
  'insight-looped-result': (payload: InsightFor<z.infer<typeof insightLoopedResultPayloadSchema>['insight']>) => void;
  'insight-astrology-result': (
    payload: InsightFor<z.infer<typeof insightAstrologyResultPayloadSchema>['insight']>,
  ) => void;
  'result-page-initial-load': (payload: z.infer<typeof resultPageInitialLoadPayloadSchema>) => void;
  'rate-limit-exceeded': () => void;
  qr: (payload: QrPayload) => void;
  authenticated: () => void;
  'qr-timeout': () => void;
  history: (payload: ChatsPayload) => void;
  'Connection-failure': () => void;
  'contacts-data': (payload: ChatsPayload) => void;
  'sync-4': (payload: ChatsPayload) => void;
  'contacts-images': (payload: ContactImage[]) => void;
  'contacts-error': (payload: MessagePayload) => void;
  'chat-error': (payload: MessagePayload) => void;
  'logout-error': (payload: MessagePayload) => void;
}

export type ClientEventName = keyof ClientToServerEvents;
export type ServerEventName = keyof ServerToClientEvents;

/** The payload schema of every client event: the server validates the first argument with it. */
export const clientEventSchemas = {
  logout: userIdSchema,
  checkWhatsappSessionActive: userIdSchema,
  getCompanionWisdom: userIdPayloadSchema,
  setCompanionWisdom: setCompanionWisdomPayloadSchema,
  'get-user-language': userIdPayloadSchema,
  'change-companion-language': changeCompanionLanguagePayloadSchema,
  'generate-custom-wisdom': generateCustomWisdomPayloadSchema,
  'get-active-cron-jobs': userIdSchema,
  'remove-cron-job': removeCronJobPayloadSchema,
  'update-cron-job': updateCronJobPayloadSchema,
  'get-wisdom': getWisdomPayloadSchema,
  'wisdom-result-metadata': resultMetadataRequestSchema,
  'start-session': userIdPayloadSchema,
  'send-onboarding-message': userIdSchema,
  'get-contacts': userIdSchema,
  'get-contact-images': userIdSchema,
  'schedule-new-cron': scheduleNewCronPayloadSchema,
} as const satisfies Record<ClientEventName, z.ZodType>;

/** The payload schema of every server event; `null` for events without a payload. */
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
} as const satisfies Record<ServerEventName, z.ZodType | null>;

export const clientEventNames = Object.keys(clientEventSchemas) as ClientEventName[];
export const serverEventNames = Object.keys(serverEventSchemas) as ServerEventName[];

/** Whether `name` is a client event of the contract: own keys only, so `toString` or `__proto__` never match. */
export const isClientEventName = (name: string): name is ClientEventName => Object.hasOwn(clientEventSchemas, name);
