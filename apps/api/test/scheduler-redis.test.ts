/** The Redis engine (BullMQ) with two api processes against a real Redis: each occurrence once, also when a worker dies mid-run. */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { InsightEngine } from '../src/insights/insight-engine.ts';
import { loopedRequest, recordingEngine, twoMinutes } from './scheduling-support.ts';
import { signUpVerified, uniqueEmail } from './support.ts';
import { client } from './http-client.ts';
import { start } from './whatsapp-support.ts';

const redisUrl = inject('redisUrl');
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Two api processes on one SQLite file and one Redis prefix, running schedules on the real clock. */
async function twoProcesses(engines: [InsightEngine?, InsightEngine?] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'companion-redis-'));
  folders.push(dir);
  const env = { REDIS_URL: redisUrl!, SQLITE_FILE: join(dir, 'db.sqlite'), WA_CREDENTIALS_KEY_FILE: join(dir, 'wa.key') };
  const schedulerRedis = {
    prefix: `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    stalledIntervalMs: 300,
    lockDurationMs: 1_000,
  };
  const first = await start(env, { schedulerRedis, insightEngine: engines[0] });
  const second = await start(env, { schedulerRedis, insightEngine: engines[1], sameDatabaseAs: first });
  const userId = await signUpVerified(first, client(first.url), uniqueEmail());
  return { first, second, userId, prefix: schedulerRedis.prefix };
}

/** A Looped schedule of Kim whose first occurrence is due in `inMs`. */
const dueSoon = (userId: string, inMs: number) => loopedRequest(userId, Date.now() + inMs - twoMinutes);

describe.runIf(redisUrl)('the Redis engine', () => {
  it('two processes run each due occurrence exactly once, and queue the next', async () => {
    const { first, userId } = await twoProcesses();
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await first.scheduling.create(userId, '447700900000', dueSoon(userId, 1_500)));
    const runs = () => first.db.selectFrom('schedule_runs').select(['schedule_id', 'due_at', 'status']).execute();
    await expect.poll(async () => (await runs()).length, { timeout: 10_000 }).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const done = await runs();
    expect(done).toHaveLength(20);
    expect(new Set(done.map((r) => r.schedule_id))).toEqual(new Set(ids));
    expect(done.every((r) => r.status === 'skipped')).toBe(true);
    const next = await first.db.selectFrom('schedules').select('next_run_at').execute();
    expect(next.every((s) => s.next_run_at > Date.now())).toBe(true);
  });

  it('a worker killed mid-run does not make the occurrence run twice', async () => {
    const stuck: InsightEngine = { name: 'stuck', generate: () => new Promise(() => undefined) };
    const { engine: healthy, requests } = recordingEngine();
    const { first, second, userId, prefix } = await twoProcesses([stuck, healthy]);
    // Only the first process takes jobs until it dies.
    await second.scheduling.stop();
    const id = await first.scheduling.create(userId, '447700900000', dueSoon(userId, 1_000));
    const kim = '447700900002@s.whatsapp.net';
    for (let i = 0; i < 5; i += 1) {
      await first.scheduling.buffer.keep(
        [id],
        kim,
        { fromMe: false, text: `message ${i}`, at: Date.now() },
        first.scheduling.buffer.arrival(),
      );
    }
    const runs = () => first.db.selectFrom('schedule_runs').select(['status']).where('schedule_id', '=', id).execute();
    await expect.poll(async () => (await runs()).map((r) => r.status), { timeout: 10_000 }).toEqual(['running']);

    await first.scheduling.stop({ force: true });
    second.scheduling.engine.start();
    const queue = new Queue('schedule-occurrences', { connection: new Redis(redisUrl!, { maxRetriesPerRequest: null }), prefix });
    try {
      const dueAt = (await first.db.selectFrom('schedule_runs').select('due_at').where('schedule_id', '=', id).executeTakeFirstOrThrow())
        .due_at;
      // The second process takes the abandoned job over and finishes it without running the occurrence again.
      await expect.poll(() => queue.getJobState(`${id}.${dueAt}`), { timeout: 10_000 }).toBe('completed');
      expect(requests).toEqual([]);
      expect(await runs()).toHaveLength(1);
      expect(await queue.getJobState(`${id}.${dueAt + twoMinutes}`)).toBe('delayed');
    } finally {
      await queue.close();
    }
  });
});
