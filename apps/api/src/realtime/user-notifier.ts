import type { UserNotifier } from '../lib/user-notifier.ts';
import { userRoom, type AppSocketServer } from './socket-types.ts';

/** Sends to every socket of the user (all their tabs). */
export function userNotifier(io: AppSocketServer): UserNotifier {
  return {
    emit: (userId, event, ...args) => {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    isListening: async (userId) => (await io.in(userRoom(userId)).fetchSockets()).length > 0,
  };
}
