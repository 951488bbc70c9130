import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppService } from '../whatsapp/whatsapp-service.ts';
import { onEvent } from './on-event.ts';
import type { AppSocketServer } from './socket-types.ts';

/**
 * The linking events (docs: ARCHITECTURE §13). Payloads were validated and their userId matched to the
 * session by the packet guard; the user is always `socket.data.userId`, never the payload.
 */
export function registerWhatsAppHandlers(io: AppSocketServer, whatsapp: WhatsAppService, log: FastifyBaseLogger): void {
  io.on('connection', (socket) => {
    const { userId } = socket.data;
    onEvent(socket, 'start-session', () => whatsapp.startSession(userId), log);
    onEvent(socket, 'checkWhatsappSessionActive', async (_id, ack) => ack(await whatsapp.isLinked(userId)), log);
    onEvent(socket, 'logout', async (_id, ack) => ack(await whatsapp.logout(userId)), log);
    onEvent(socket, 'send-onboarding-message', () => whatsapp.sendOnboardingMessage(userId), log);
    onEvent(socket, 'get-contacts', () => whatsapp.sendContacts(userId), log);
    onEvent(socket, 'get-contact-images', () => whatsapp.sendContactImages(userId), log);
  });
}
