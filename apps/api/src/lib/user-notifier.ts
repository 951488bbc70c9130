import type { ServerEventName, ServerToClientEvents } from '@app/shared/contracts';

/**
 * How a feature (WhatsApp, the scheduler) tells every open page of a user what happened. The realtime
 * server provides it (`realtime/user-notifier.ts`), so features do not depend on socket.io.
 */
export interface UserNotifier {
  emit<E extends ServerEventName>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Whether the user has a page open now (so work done only to tell them can be skipped). */
  isListening(userId: string): Promise<boolean>;
}
