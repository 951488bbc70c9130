import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppService } from '../whatsapp/whatsapp-service.ts';
import type { AppSocketServer } from './socket-server.ts';

/**
 * The linking events of SPEC §7. Payloads were validated and their userId matched to the session by the
 * socket server's middleware; the user is always `socket.data.userId`, never the payload.
 */
export function registerWhatsAppHandlers(io: AppSocketServer, whatsapp: WhatsAppService, log: FastifyBaseLogger): void {
  io.on('connection', (socket) => {
    const userId = socket.data.userId;
    const run = (work: () => Promise<unknown>) => {
      work().catch((error: unknown) => log.error({ err: error }, 'WhatsApp request failed'));
    };
    socket.on('start-session', () => run(() => whatsapp.startSession(userId)));
    socket.on('checkWhatsappSessionActive', (_id, ack) => {
      whatsapp.isLinked(userId).then(ack, () => ack(false));
    });
    socket.on('logout', (_id, ack) => run(async () => ack(await whatsapp.logout(userId))));
    socket.on('send-onboarding-message', () => run(() => whatsapp.sendOnboardingMessage(userId)));
    socket.on('get-contacts', () => run(() => whatsapp.sendContacts(userId)));
    socket.on('get-contact-images', () => run(() => whatsapp.sendContactImages(userId)));
  });
}
