import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { InsightEngine } from '../insights/insight-engine.ts';
import type { CredentialCipher } from '../lib/cipher.ts';
import type { Clock } from '../lib/clock.ts';
import type { UserNotifier } from '../lib/user-notifier.ts';
import { createProfileInsights } from '../results/profile-insights.ts';
import { createResults } from '../results/results.ts';
import { createRetention } from '../results/retention.ts';
import type { WaEvent } from '../whatsapp/gateway.ts';
import { createClaims } from './claims.ts';
import { createEmbeddedScheduler, type SchedulerEngine } from './embedded-scheduler.ts';
import { createMessageBuffer } from './message-buffer.ts';
import { createRedisScheduler } from './redis-scheduler.ts';
import { createOccurrenceRunner, type RunnerDeps } from './occurrence-runner.ts';
import { createRelationshipMemory } from './relationship-memory.ts';
import { createResultDelivery, deliveryUnconfirmed, type SendToOwnChat } from './result-delivery.ts';
import { createSchedules } from './schedules.ts';

export interface SchedulingDeps {
  config: AppConfig;
  db: Db;
  cipher: CredentialCipher;
  clock: Clock;
  notify: UserNotifier;
  engine: InsightEngine;
  sendToOwnChat: SendToOwnChat;
  reader: RunnerDeps['reader'];
  log: FastifyBaseLogger;
  /** How often the embedded engine looks for due schedules. */
  pollMs?: number;
  /** Shorter occurrence deadlines (tests). */
  deadline?: RunnerDeps['deadline'];
  /** With Redis (`REDIS_URL`), schedules run through BullMQ across processes. */
  redis?: { url: string; prefix?: string; stalledIntervalMs?: number; lockDurationMs?: number };
}

/** Schedules, their runs and what they produce (ARCHITECTURE §19), built once for the app. */
export function createScheduling(deps: SchedulingDeps) {
  const { db, cipher, clock, log } = deps;
  const now = () => clock.now();
  const buffer = createMessageBuffer(db, cipher, now);
  const schedules = createSchedules(db, cipher, clock, (ids) => buffer.waiting(ids));
  const results = createResults(db, cipher, clock);
  const profiles = createProfileInsights(db, cipher, now);
  const delivery = createResultDelivery(db, deps.sendToOwnChat, now);
  const memory = createRelationshipMemory(db, cipher);
  const claims = createClaims(db, now);
  const retention = createRetention({ results, clock, days: deps.config.resultRetentionDays, log });
  const runner = createOccurrenceRunner({
    ...deps,
    schedules,
    buffer,
    results,
    profiles,
    delivery,
    memory,
    publicUrl: deps.config.publicUrl,
    now,
    clock,
  });
  const engine: SchedulerEngine = deps.redis
    ? createRedisScheduler({ ...deps.redis, redisUrl: deps.redis.url, db, claims, runner, log })
    : createEmbeddedScheduler({ claims, runner, clock, log, everyMs: deps.pollMs });

  // Buffer writes still running: a stop waits for them (a message arriving as the server stops is kept, not
  // written to a closed database), and so can anyone who needs the buffer to have caught up.
  const inFlight = new Set<Promise<void>>();
  function onWhatsAppEvent(event: WaEvent): Promise<void> {
    const work = handleWhatsAppEvent(event).finally(() => inFlight.delete(work));
    inFlight.add(work);
    return work;
  }
  async function settled(): Promise<void> {
    await Promise.allSettled([...inFlight]);
  }

  /** Live messages with watched contacts go to the buffer; a removed link stops the account's schedules. */
  async function handleWhatsAppEvent(event: WaEvent): Promise<void> {
    if (event.type === 'message' && event.live) {
      const { chatId, fromMe, text, timestamp } = event.message;
      if (!text.trim()) return;
      const arrival = buffer.arrival();
      await buffer.keep(await schedules.watching(event.sessionId, chatId), chatId, { fromMe, text, at: timestamp * 1000 }, arrival);
    } else if (event.type === 'logged-out') {
      if ((await schedules.stopAll(event.sessionId)) > 0) deps.notify.emit(event.sessionId, 'stop-cron');
    }
  }

  return {
    schedules,
    buffer,
    results,
    profiles,
    delivery,
    memory,
    claims,
    runner,
    engine,
    retention,
    onWhatsAppEvent,
    /** Resolves when every WhatsApp event received so far has been handled (buffered or not). */
    settled,

    /**
     * A process starting: sends a stop cut off count as failures (never resent), occurrences missed
     * while no process ran are skipped (the next is computed from now), then schedules run.
     */
    async start(): Promise<void> {
      for (const scheduleId of await delivery.recoverInterrupted()) await schedules.recordFailure(scheduleId, deliveryUnconfirmed);
      const skipped = await claims.skipMissed();
      if (skipped > 0) log.info({ skipped }, 'occurrences missed while the server was down were skipped');
      engine.start();
      retention.start();
    },
    async stop(options?: { force?: boolean }): Promise<void> {
      await retention.stop();
      runner.stop();
      await engine.stop(options);
      await settled();
    },

    /** Creates a schedule and tells the engine (the Redis engine queues its first occurrence). */
    async create(...args: Parameters<typeof schedules.create>): Promise<string> {
      const id = await schedules.create(...args);
      await engine.changed(id);
      return id;
    },

    async update(...args: Parameters<typeof schedules.update>): Promise<boolean> {
      const updated = await schedules.update(...args);
      if (updated) await engine.changed(args[1].scheduleId);
      return updated;
    },
  };
}
export type Scheduling = ReturnType<typeof createScheduling>;
