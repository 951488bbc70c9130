/** The scheduler across processes and restarts: two api processes on one database, a send cut off, what reaches the disk. */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryUnconfirmed } from '../src/schedules/result-delivery.ts';
import { buffered, contactsOf, loopedRequest, recordingEngine, say, schedule, twoMinutes } from './scheduling-support.ts';
import { signUpVerified, uniqueEmail } from './support.ts';
import { databases, manualClock } from './test-app.ts';
import { apps, fastQrs, link, onDatabase, person, sessionOf, start } from './whatsapp-support.ts';
import { client } from './http-client.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** SQLite in a file (so a second process can open it); PostgreSQL as the suite's database. */
function fileDatabase(kind: string): Record<string, string> {
  if (kind !== 'sqlite') return {};
  const dir = mkdtempSync(join(tmpdir(), 'companion-scheduler-'));
  folders.push(dir);
  return { SQLITE_FILE: join(dir, 'db.sqlite'), WA_CREDENTIALS_KEY_FILE: join(dir, 'wa.key') };
}

const aMinuteIn = () => Math.floor(Date.now() / 60_000) * 60_000 + 5_000;

describe.each(databases)('the scheduler across processes (%s)', (kind) => {
  onDatabase(kind);

  it('two api processes on one database run each occurrence exactly once', async () => {
    const clock = manualClock(aMinuteIn());
    const first = await start(fileDatabase(kind), { clock, runSchedules: false });
    const second = await start({}, { clock, runSchedules: false, sameDatabaseAs: first });
    const api = client(first.url);
    const userId = await signUpVerified(first, api, uniqueEmail());
    const startAt = Math.floor(clock.now() / 60_000) * 60_000;
    const ids = [];
    for (let i = 0; i < 30; i += 1)
      ids.push(await first.scheduling.schedules.create(userId, '447700900000', loopedRequest(userId, startAt)));

    for (let occurrence = 1; occurrence <= 3; occurrence += 1) {
      clock.advance(twoMinutes);
      const [a, b] = await Promise.all([first.scheduling.engine.tick(), second.scheduling.engine.tick()]);
      expect(a + b).toBe(30);
      const runs = await first.db.selectFrom('schedule_runs').select(['schedule_id', 'due_at', 'status']).execute();
      expect(runs).toHaveLength(30 * occurrence);
      expect(new Set(runs.map((r) => `${r.schedule_id}@${r.due_at}`)).size).toBe(30 * occurrence);
      expect(runs.every((r) => r.status === 'skipped')).toBe(true);
    }
  });

  it('a send cut off between claim and send is never sent again, and shows as a failure', async () => {
    const env = { ...fastQrs, ...fileDatabase(kind) };
    const clock = manualClock(aMinuteIn());
    const first = await start(env, { clock, runSchedules: false });
    const ada = await person(first);
    await link(first, ada);
    const [sam] = await contactsOf(ada);
    const job = await schedule(first, ada, { wisdom: [sam!] });
    clock.advance(twoMinutes);
    const [run] = await first.scheduling.claims.claimDue(10);
    const outboxId = await first.scheduling.delivery.enqueue(run!.runId, ada.userId, 'Your insight is ready');
    expect(await first.scheduling.delivery.claim(outboxId)).toBe(true);
    // The process dies here, after the claim and before the send.
    ada.socket.close();
    await first.close({ keepDatabase: true });
    apps.splice(apps.indexOf(first), 1);

    const second = await start(env, { clock, runSchedules: false, sameDatabaseAs: first });
    await second.scheduling.start();
    await second.scheduling.stop();
    expect(await second.scheduling.delivery.statusOf(run!.runId)).toEqual({ status: 'unknown', wa_message_id: null });
    expect(await second.scheduling.delivery.claim(outboxId)).toBe(false);
    const after = (await second.scheduling.schedules.listActive(ada.userId))[0];
    expect(after).toMatchObject({ scheduleId: job.scheduleId, failureCount: 1, lastFailureReason: deliveryUnconfirmed });
    await expect.poll(async () => (await sessionOf(second, ada.email))?.state, { timeout: 8000 }).toBe('open');
    expect((await sessionOf(second, ada.email))?.ownChat.map((m) => m.text)).not.toContain('Your insight is ready');

    // The schedule survived the restart: its next occurrence runs in the new process.
    clock.advance(twoMinutes);
    expect(await second.scheduling.engine.tick()).toBe(1);
    expect((await second.scheduling.schedules.listActive(ada.userId))[0]?.lastRun?.status).toBe('skipped');
  });

  it.runIf(kind === 'sqlite')('keeps nothing of a chat on disk but the sealed buffer, and the sealed result', async () => {
    const env: Record<string, string> = { ...fastQrs, ...fileDatabase(kind) };
    const clock = manualClock(aMinuteIn());
    const { engine } = recordingEngine();
    const app = await start(env, { clock, runSchedules: false, insightEngine: engine });
    const ada = await person(app);
    await link(app, ada);
    const [sam, kim] = await contactsOf(ada);
    const job = await schedule(app, ada, { wisdom: [sam!], minimum: 5 });
    const secrets = [
      'aubergine-lighthouse-1',
      'aubergine-lighthouse-2',
      'aubergine-lighthouse-3',
      'aubergine-lighthouse-4',
      'aubergine-lighthouse-5',
    ];
    await say(app, ada, sam!, secrets);
    await say(app, ada, kim!, ['aubergine-lighthouse-unwatched']);
    await buffered(app, job.scheduleId, 5);
    const onDisk = () =>
      readdirSync(join(env.SQLITE_FILE!, '..'))
        .map((file) => readFileSync(join(env.SQLITE_FILE!, '..', file)).toString('latin1'))
        .join('');
    expect(onDisk()).not.toContain('aubergine');
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    expect((await app.scheduling.schedules.listActive(ada.userId))[0]?.lastRun?.status).toBe('succeeded');
    expect(onDisk()).not.toContain('aubergine');
  });
});
