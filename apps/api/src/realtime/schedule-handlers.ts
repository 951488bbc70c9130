import { scheduleLimit } from '@app/shared/catalogue';
import { scheduleMessages } from '@app/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Scheduling } from '../schedules/scheduling.ts';
import type { WhatsAppService } from '../whatsapp/whatsapp-service.ts';
import { onEvent } from './on-event.ts';
import type { AppSocketServer } from './socket-types.ts';

/** Ours: a schedule that could not be stored although its request was valid. */
export const scheduleFailure = 'The schedule could not be saved. Please try again.';

/**
 * `schedule-new-cron` (docs/product.md §7): a valid request (the packet guard answers an invalid one
 * with 'schedule-error') is stored for the socket's account; without a WhatsApp link, 'stop-cron'.
 */
export function registerScheduleHandlers(
  io: AppSocketServer,
  scheduling: Scheduling,
  whatsapp: WhatsAppService,
  log: FastifyBaseLogger,
): void {
  io.on('connection', (socket) => {
    const { userId } = socket.data;
    onEvent(
      socket,
      'schedule-new-cron',
      async (request) => {
        if (!(await whatsapp.isLinked(userId))) {
          socket.emit('stop-cron');
          return;
        }
        if ((await scheduling.schedules.count(userId)) >= scheduleLimit) {
          socket.emit('schedule-error', { message: scheduleMessages.tooMany });
          return;
        }
        try {
          await scheduling.create(userId, whatsapp.ownNumber(userId), request);
        } catch (error) {
          log.error({ err: error }, 'schedule not stored');
          socket.emit('schedule-error', { message: scheduleFailure });
          return;
        }
        socket.emit('schedule-success');
      },
      log,
    );
  });
}
