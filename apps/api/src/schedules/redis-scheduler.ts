import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/database.ts';
import type { Claims } from './claims.ts';
import type { SchedulerEngine } from './embedded-scheduler.ts';
import type { OccurrenceRunner } from './occurrence-runner.ts';

export interface RedisSchedulerOptions {
  redisUrl: string;
  db: Db;
  claims: Claims;
  runner: OccurrenceRunner;
  log: FastifyBaseLogger;
  /** Keys are prefixed with it (tests give each app its own). */
  prefix?: string;
  concurrency?: number;
  /** How soon a job whose worker died is handed to another worker (BullMQ's lock and stalled check). */
  stalledIntervalMs?: number;
  lockDurationMs?: number;
}

const queueName = 'schedule-occurrences';
const jobIdOf = (scheduleId: string, dueAt: number) => `${scheduleId}.${dueAt}`;

/**
 * The scale-out engine (`REDIS_URL`): each occurrence is a BullMQ delayed job whose id is the schedule
 * and due time, so adding it twice makes one job, and any api process's worker may take it. The job
 * claims the occurrence in the database (claims.ts), so a job BullMQ hands out twice (a worker that
 * died mid-run, a stalled check) still runs it once; the job then queues the schedule's next one.
 * Not BullMQ's job schedulers: their `every` counts from the epoch, and a schedule runs at its start
 * plus whole intervals (ARCHITECTURE §19).
 */
export function createRedisScheduler(options: RedisSchedulerOptions): SchedulerEngine {
  const { db, claims, runner, log } = options;
  // BullMQ leaves connections it was given open: the engine closes its own.
  const connections = new Set<Redis>();
  const connection = () => {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    redis.on('error', (error: Error) => log.warn({ failure: error.message }, 'Redis unavailable: scheduled occurrences wait'));
    connections.add(redis);
    return redis;
  };
  const prefix = options.prefix ?? 'companion';
  let queue: Queue | undefined;
  let worker: Worker | undefined;
  const jobs = () => (queue ??= new Queue(queueName, { connection: connection(), prefix }));

  async function enqueue(schedules: { id: string; next_run_at: number }[], early?: number) {
    if (schedules.length === 0) return;
    await jobs().addBulk(
      schedules.map((s) => ({
        name: 'occurrence',
        data: { scheduleId: s.id, dueAt: s.next_run_at },
        opts: {
          // A job that came before its time (clocks apart) is queued again under a new id.
          jobId: s.next_run_at === early ? `${jobIdOf(s.id, s.next_run_at)}.${Date.now()}` : jobIdOf(s.id, s.next_run_at),
          delay: Math.max(0, s.next_run_at - Date.now()),
          removeOnComplete: { age: 3600 },
          removeOnFail: { age: 24 * 3600 },
        },
      })),
    );
  }

  const activeSchedules = (ids?: string[]) => {
    let query = db.selectFrom('schedules').select(['id', 'next_run_at']).where('active', '=', 1);
    if (ids) query = query.where('id', 'in', ids);
    return query.execute();
  };

  async function occurrence({ scheduleId, dueAt }: { scheduleId: string; dueAt: number }) {
    const run = await claims.claimSchedule(scheduleId);
    if (run) await runner.run(run);
    // The next occurrence (or this one, when the job came early); a stopped schedule has none.
    await enqueue(await activeSchedules([scheduleId]), run ? undefined : dueAt);
  }

  async function idle() {
    for (;;) {
      const counts = await jobs().getJobCounts('waiting', 'active', 'prioritized');
      if ((counts.waiting ?? 0) + (counts.active ?? 0) + (counts.prioritized ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    name: 'redis',
    start() {
      worker ??= new Worker(queueName, (job) => occurrence(job.data as { scheduleId: string; dueAt: number }), {
        connection: connection(),
        prefix,
        concurrency: options.concurrency ?? 16,
        stalledInterval: options.stalledIntervalMs ?? 30_000,
        lockDuration: options.lockDurationMs ?? 30_000,
      });
      worker.on('failed', (job, error) => log.error({ err: error, jobId: job?.id }, 'scheduled occurrence failed'));
      // Every active schedule's next occurrence is queued (again: same id, same job) when a process starts.
      activeSchedules()
        .then(enqueue)
        .catch((error: unknown) => log.error({ err: error }, 'schedules not queued'));
    },
    /** Queues what is due now and waits until the workers have taken and finished it. */
    async tick() {
      const due = await db
        .selectFrom('schedules')
        .select(['id', 'next_run_at'])
        .where('active', '=', 1)
        .where('next_run_at', '<=', Date.now())
        .execute();
      await enqueue(due);
      await idle();
      return due.length;
    },
    changed: async (scheduleId) => enqueue(await activeSchedules([scheduleId])),
    async stop({ force = false } = {}) {
      const [stopping, closing] = [worker, queue];
      [worker, queue] = [undefined, undefined];
      await stopping?.close(force);
      await closing?.close();
      for (const redis of connections) redis.disconnect();
      connections.clear();
    },
  };
}
