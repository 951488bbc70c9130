import type { ServerEventName, ServerToClientEvents } from '@app/shared/contracts';

/**
 * How the WhatsApp service tells every open page of a user what happened. The realtime server provides
 * it (`realtime/user-notifier.ts`), so this feature does not depend on socket.io.
 */
export interface UserNotifier {
  emit<E extends ServerEventName>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}
