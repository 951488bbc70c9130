import { scheduleMessages } from '@app/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Scheduling } from '../schedules/scheduling.ts';
import { onEvent } from './on-event.ts';
import type { AppSocketServer } from './socket-types.ts';

export const cronJobsFailure = 'Could not load your scheduled jobs. Please try again.';

/**
 * The jobs page's events (docs/product.md §7): the socket's account's schedules only; an id of
 * another account's schedule is answered like an unknown one.
 */
export function registerCronJobHandlers(io: AppSocketServer, scheduling: Scheduling, log: FastifyBaseLogger): void {
  const { schedules } = scheduling;
  io.on('connection', (socket) => {
    const { userId } = socket.data;
    onEvent(
      socket,
      'get-active-cron-jobs',
      async () => {
        try {
          socket.emit('active-cron-jobs', { jobs: await schedules.listActive(userId) });
        } catch (error) {
          log.error({ err: error }, 'jobs not listed');
          socket.emit('cron-jobs-error', { message: cronJobsFailure });
        }
      },
      log,
    );
    onEvent(
      socket,
      'update-cron-job',
      async (change, ack) => {
        const updated = await scheduling.update(userId, change);
        const jobs = await schedules.listActive(userId);
        ack(updated ? { status: 'success', jobs } : { status: 'error', jobs, message: scheduleMessages.updateFailed });
      },
      log,
    );
    onEvent(
      socket,
      'remove-cron-job',
      async ({ scheduleId }, ack) => {
        const removed = await schedules.remove(userId, scheduleId);
        const jobs = await schedules.listActive(userId);
        ack(
          removed
            ? { status: 'success', jobs, scheduleMessageStoreChecker: true }
            : { status: 'error', jobs, message: scheduleMessages.deleteFailed, scheduleMessageStoreChecker: false },
        );
      },
      log,
    );
  });
}
