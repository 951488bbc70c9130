// 10,000 occurrences due at once: how long the scheduler takes to claim and run them all (take the
// sealed buffer, call the engine, store the sealed result, claim and try the WhatsApp send), for the
// embedded engine and, when redis-server is installed, the Redis (BullMQ) engine. The engine is a
// stub that answers at once, so this measures the scheduler, not the insights. Budget: ≤ 60 s on two
// cores (ARCHITECTURE.md §8). No WhatsApp is linked, so every send fails and is counted as a
// failure: the send's claim and attempt are part of the time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import type { InsightEngine } from '../src/insights/insight-engine.ts';
import { freePort } from '../test/free-port.ts';

const occurrences = Number(process.env.BENCH_OCCURRENCES ?? 10_000);
const messagesEach = 5;
const users = 100;
const budgetMs = 60_000;

const stubEngine: InsightEngine = {
  name: 'stub',
  generate: (request) =>
    Promise.resolve({
      wisdom: (request.wisdom?.conversations ?? []).map((c) => ({
        contactId: c.contactId,
        insights: request.wisdom!.wisdoms.map((wisdomTitle) => ({ wisdomTitle, insight: { Summary: `${c.messages.length} messages` } })),
      })),
      looped: [],
      astrology: [],
      traits: [],
      events: [],
    }),
};

async function startRedis(): Promise<{ url: string; stop: () => void } | undefined> {
  if (!existsSync('/usr/bin/redis-server')) return undefined;
  const port = await freePort();
  const redis = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { url: `redis://127.0.0.1:${port}`, stop: () => redis.kill() };
}

async function bench(engine: 'embedded' | 'redis', redisUrl?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'companion-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3999',
    SQLITE_FILE: join(dir, 'db.sqlite'),
    WA_CREDENTIALS_KEY_FILE: join(dir, 'wa.key'),
    SECRET_KEY_FILE: join(dir, 'secret.key'),
    WEB_ROOT: dir,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const app = await createApp(config, { insightEngine: stubEngine, runSchedules: false, schedulerRedis: { prefix: `bench${Date.now()}` } });
  const { scheduling, db } = app;
  try {
    const now = Date.now();
    for (let u = 0; u < users; u += 1) {
      await db
        .insertInto('users')
        .values({
          id: `user-${u}`,
          email: `bench-${u}@example.com`,
          name: `Bench ${u}`,
          password_hash: null,
          email_verified_at: now,
          google_sub: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const setupStarted = Date.now();
    for (let i = 0; i < occurrences; i += 1) {
      const userId = `user-${i % users}`;
      const contact = { id: `4477009${String(i).padStart(5, '0')}@s.whatsapp.net`, name: `Contact ${i}` };
      const id = await scheduling.schedules.create(userId, '447700900000', {
        userId,
        cronTime: 24,
        preparedData: {
          Wisdom: { selected: true, wisdoms: ['Stoicism'], contacts: [contact] },
          Looped: { selected: false, contacts: [] },
          Astrology: { selected: false, formData: null, contacts: [] },
        },
        email: `bench-${i % users}@example.com`,
        name: 'Bench',
        startTime: new Date(now).toISOString(),
        nextRunTime: new Date(now + 86_400_000).toISOString(),
        timezone: 'UTC',
        minimumMessage: 5,
      });
      const texts = Array.from({ length: messagesEach }, (_, m) => ({
        fromMe: m % 2 === 0,
        text: `Message ${m} of conversation ${i}`,
        at: now,
      }));
      for (const message of texts) await scheduling.buffer.keep([id], contact.id, message, scheduling.buffer.arrival());
    }
    // Every one of them due now.
    await db.updateTable('schedules').set({ next_run_at: Date.now() }).execute();
    console.log(
      `${engine}: ${occurrences} schedules with ${occurrences * messagesEach} sealed messages set up in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    if (engine === 'redis') scheduling.engine.start();
    const started = Date.now();
    await scheduling.engine.tick();
    if (engine === 'redis') {
      for (;;) {
        const { n } = await db
          .selectFrom('schedule_runs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '!=', 'running')
          .executeTakeFirstOrThrow();
        if (Number(n) >= occurrences) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const ms = Date.now() - started;
    const runs = await db.selectFrom('schedule_runs').select(['status']).execute();
    const byStatus = runs.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    const results = await db
      .selectFrom('results')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const failures = await db
      .selectFrom('schedules')
      .select((eb) => eb.fn.sum<number>('failure_count').as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `${engine}: ${runs.length} occurrences claimed and run in ${(ms / 1000).toFixed(1)} s (${Math.round(runs.length / (ms / 1000))}/s); ` +
        `runs ${JSON.stringify(byStatus)}, results ${Number(results.n)}, unsent links ${Number(failures.n)}; budget ${budgetMs / 1000} s: ${ms <= budgetMs ? 'within budget' : 'OVER BUDGET'}`,
    );
  } finally {
    await app.http.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!process.env.BENCH_ONLY_REDIS) await bench('embedded');
const redis = await startRedis();
if (redis) {
  try {
    await bench('redis', redis.url);
  } finally {
    redis.stop();
  }
} else console.log('redis: redis-server is not installed; the Redis engine was not measured');
