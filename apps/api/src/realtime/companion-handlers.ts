import type { FastifyBaseLogger } from 'fastify';
import type { CompanionSettingsStore } from '../companion/companion-settings.ts';
import { onEvent } from './on-event.ts';
import type { AppSocketServer } from './socket-types.ts';

/** Ours: what the success events say. */
export const companionMessages = {
  wisdomSet: 'Companion wisdom updated',
  languageSet: 'Companion language updated',
} as const;

/**
 * The companion settings events (docs/product.md §7). Payloads were validated and their userId matched
 * to the session by the packet guard; the account is always the socket's.
 */
export function registerCompanionHandlers(io: AppSocketServer, settings: CompanionSettingsStore, log: FastifyBaseLogger): void {
  io.on('connection', (socket) => {
    const { userId } = socket.data;
    onEvent(
      socket,
      'getCompanionWisdom',
      async () => {
        const { wisdomTitle } = await settings.get(userId);
        socket.emit('companion-wisdom', { companionWisdom: wisdomTitle === null ? null : { title: wisdomTitle } });
      },
      log,
    );
    onEvent(
      socket,
      'setCompanionWisdom',
      async ({ selectedWisdom }) => {
        await settings.setWisdom(userId, selectedWisdom);
        socket.emit('companion-wisdom-success', { message: companionMessages.wisdomSet });
      },
      log,
    );
    onEvent(
      socket,
      'get-user-language',
      async () => {
        const { language } = await settings.get(userId);
        socket.emit('user-selected-language', { language });
      },
      log,
    );
    onEvent(
      socket,
      'change-companion-language',
      async ({ language }) => {
        await settings.setLanguage(userId, language);
        socket.emit('companion-language-success', { message: companionMessages.languageSet });
      },
      log,
    );
  });
}
