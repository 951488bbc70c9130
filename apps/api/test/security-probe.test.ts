/**
 * The holes a probe of the scheduling, jobs, results, model and buffer surfaces found (issue: "A person can
 * take their data and leave"), each held closed by what a caller would notice.
 */
import { scheduleLimit, wisdomTitles } from '@app/shared/catalogue';
import { scheduleMessages, type ScheduleJob } from '@app/shared/contracts';
import { statSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { bufferLimits } from '../src/schedules/message-buffer.ts';
import { runFailure, runSkipped } from '../src/schedules/occurrence-runner.ts';
import type { InsightEngine } from '../src/insights/insight-engine.ts';
import type { StoredResult } from '../src/results/results.ts';
import { client } from './http-client.ts';
import { generousEventLimits } from './event-limits.ts';
import { contactsOf, loopedRequest, recordingEngine, say, schedule, twoMinutes } from './scheduling-support.ts';
import { manualClock, sitePublicUrl } from './test-app.ts';
import { ack, fastQrs, link, next, person, phone, start } from './whatsapp-support.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function linkedPerson(options: Parameters<typeof start>[1] = {}) {
  const clock = manualClock(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
  const app = await start(fastQrs, { clock, runSchedules: false, ...options });
  const ada = await person(app);
  await link(app, ada);
  return { app, clock, ada };
}

/** The schedule page's request, with whatever a probe adds to it. */
const request = (userId: string, startAt: number, change: (r: ReturnType<typeof loopedRequest>) => unknown = (r) => r) =>
  change(loopedRequest(userId, startAt));

describe('payloads: what a handler stores is what the contract parsed', () => {
  it('unknown keys never reach storage and text is trimmed', async () => {
    const { app, ada } = await linkedPerson();
    const success = next(ada.socket, 'schedule-success');
    ada.socket.emit(
      'schedule-new-cron',
      request(ada.userId, app.clock.now(), (r) => ({
        ...r,
        timezone: '  Europe/Lisbon ',
        preparedData: {
          ...r.preparedData,
          Wisdom: { ...r.preparedData.Wisdom, junk: { nested: 'x'.repeat(10_000) } },
          Looped: { selected: true, contacts: [{ id: '447700900002@s.whatsapp.net', name: '  Kim  ', extra: 'y'.repeat(5_000) }] },
        },
      })),
    );
    await success;
    const row = await app.db.selectFrom('schedules').selectAll().where('user_id', '=', ada.userId).executeTakeFirstOrThrow();
    expect(row.wisdom).toBe('{"selected":false,"wisdoms":[],"contacts":[]}');
    expect(row.looped).toBe('{"selected":true,"contacts":[{"id":"447700900002@s.whatsapp.net","name":"Kim"}]}');
    expect(row.timezone).toBe('Europe/Lisbon');
  });

  it('a name of 50 KB, a name with a direction override, and an unknown time zone are refused, and nothing is stored', async () => {
    const { app, ada } = await linkedPerson();
    const contact = (name: string) => (r: ReturnType<typeof loopedRequest>) => ({
      ...r,
      preparedData: { ...r.preparedData, Looped: { selected: true, contacts: [{ id: '447700900002@s.whatsapp.net', name }] } },
    });
    for (const [change, message] of [
      [contact('n'.repeat(50_000)), 'Names are at most 120 characters'],
      [contact('gnp\u202Eexe.png'), 'Names cannot contain control or text-direction characters'],
      [(r: ReturnType<typeof loopedRequest>) => ({ ...r, timezone: 'Mars/Olympus' }), 'Unknown time zone'],
    ] as const) {
      const refused = next<{ message: string }>(ada.socket, 'schedule-error');
      ada.socket.emit('schedule-new-cron', request(ada.userId, app.clock.now(), change));
      expect((await refused).message).toBe(message);
    }
    expect(await app.scheduling.schedules.count(ada.userId)).toBe(0);
  });

  it(`an account keeps at most ${scheduleLimit} schedules; the next is refused in words`, async () => {
    const { app, ada } = await linkedPerson();
    for (let i = 0; i < scheduleLimit; i += 1) {
      const success = next(ada.socket, 'schedule-success');
      ada.socket.emit('schedule-new-cron', request(ada.userId, app.clock.now()));
      await success;
    }
    const refused = next<{ message: string }>(ada.socket, 'schedule-error');
    ada.socket.emit('schedule-new-cron', request(ada.userId, app.clock.now()));
    expect((await refused).message).toBe(scheduleMessages.tooMany);
    expect(await app.scheduling.schedules.count(ada.userId)).toBe(scheduleLimit);
  });

  it('an event that takes an acknowledgement, sent without one, is refused quietly: the socket stays and nothing changes', async () => {
    const { app, ada } = await linkedPerson();
    const job = await schedule(app, ada, { looped: (await contactsOf(ada))[0]! });
    ada.socket.emit('remove-cron-job', { scheduleId: job.scheduleId });
    ada.socket.emit('logout', ada.userId);
    expect(await ack(ada.socket, 'checkWhatsappSessionActive', ada.userId)).toBe(true);
    expect(ada.socket.connected).toBe(true);
    expect(await app.scheduling.schedules.count(ada.userId)).toBe(1);
  });

  it('a client that never reads its answers is disconnected instead of held in memory', async () => {
    const { app, ada } = await linkedPerson({ eventLimitRules: generousEventLimits });
    const name = 'N'.repeat(120);
    for (let i = 0; i < scheduleLimit; i += 1) {
      const success = next(ada.socket, 'schedule-success');
      ada.socket.emit(
        'schedule-new-cron',
        request(ada.userId, app.clock.now(), (r) => ({
          ...r,
          preparedData: {
            ...r.preparedData,
            Wisdom: {
              selected: true,
              wisdoms: wisdomTitles.slice(0, 24),
              contacts: [1, 2, 3, 4, 5].map((n) => ({ id: `4477009000${n}@s.whatsapp.net`, name })),
            },
          },
        })),
      );
      await success;
    }
    const ws = new WebSocket(`${app.url.replace(/^http/u, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      headers: { origin: sitePublicUrl, cookie: ada.api.cookie! },
    });
    const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    await new Promise<void>((resolve) => ws.once('message', () => resolve()));
    ws.send('40');
    await new Promise<void>((resolve) => ws.once('message', () => resolve()));
    // From now on this client reads nothing: the server's answers pile up on its side.
    (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const ask = `42["get-active-cron-jobs","${ada.userId}"]`;
    for (let i = 0; i < 4_000 && ws.readyState === WebSocket.OPEN; i += 1) {
      ws.send(ask);
      if (i % 200 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await closed;
    // The server is fine and still answers everyone else.
    expect(await ack(ada.socket, 'checkWhatsappSessionActive', ada.userId)).toBe(true);
  });
});

describe('runs and buffers', () => {
  it('a skipped run stores why without naming anyone', async () => {
    const { app, clock, ada } = await linkedPerson({ insightEngine: recordingEngine().engine });
    const [kim] = await contactsOf(ada);
    const job = await schedule(app, ada, { looped: kim!, minimum: 5 });
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    const [run] = await app.scheduling.schedules.runs.listOf(job.scheduleId);
    expect(run).toMatchObject({ status: 'skipped', detail: runSkipped(5) });
    expect(run!.detail).not.toContain(kim!.name ?? kim!.id);
  });

  it(`a contact who floods the chat: the buffer keeps the newest ${bufferLimits.perContact}, in order, and the run reads them`, async () => {
    const { engine, requests } = recordingEngine();
    const { app, clock, ada } = await linkedPerson({ insightEngine: engine });
    const [kim] = await contactsOf(ada);
    const job = await schedule(app, ada, { looped: kim!, minimum: 5 });
    const total = bufferLimits.perContact + 350;
    for (let i = 0; i < total; i += 1) app.simulator!.deliver(ada.userId, kim!.id, `message ${i}`);
    await app.scheduling.settled();
    expect(await app.scheduling.buffer.count(job.scheduleId)).toBeLessThanOrEqual(bufferLimits.perContact + 100);
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    const read = requests[0]!.looped!.conversation.messages.map((m) => m.text);
    expect(read).toHaveLength(bufferLimits.perContact);
    expect(read[0]).toBe(`message ${total - bufferLimits.perContact}`);
    expect(read.at(-1)).toBe(`message ${total - 1}`);
  });

  it('an engine that never answers holds only its own run: it fails past its deadline, and other runs go on', async () => {
    let asked = 0;
    const stuck: InsightEngine = {
      name: 'stuck-then-fine',
      generate: (request) => ((asked += 1) === 1 ? new Promise(() => undefined) : recordingEngine().engine.generate(request)),
    };
    const { app, clock, ada } = await linkedPerson({ insightEngine: stuck, occurrenceDeadline: { budgetMs: 300, graceMs: 200 } });
    const bob = await person(app);
    await link(app, bob);
    const [kim] = await contactsOf(ada);
    const [lee] = await contactsOf(bob);
    const adaJob = await schedule(app, ada, { looped: kim!, minimum: 5 });
    const bobJob = await schedule(app, bob, { looped: lee!, minimum: 5 });
    await say(app, ada, kim!, ['1', '2', '3', '4', '5']);
    await say(app, bob, lee!, ['1', '2', '3', '4', '5']);
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    const [adaRun] = await app.scheduling.schedules.runs.listOf(adaJob.scheduleId);
    const [bobRun] = await app.scheduling.schedules.runs.listOf(bobJob.scheduleId);
    expect([adaRun?.status, bobRun?.status].sort()).toEqual(['failed', 'succeeded']);
    const failed = adaRun?.status === 'failed' ? adaRun : bobRun;
    expect(failed?.detail).toBe(runFailure.tooLong);
  });

  it('removing a schedule deletes its runs and the links they sent; removing WhatsApp deletes the schedules; readings stay', async () => {
    const { app, clock, ada } = await linkedPerson();
    const [kim] = await contactsOf(ada);
    const first = await schedule(app, ada, { looped: kim!, minimum: 5 });
    await say(app, ada, kim!, ['1', '2', '3', '4', '5']);
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    const [run] = await app.scheduling.schedules.runs.listOf(first.scheduleId);
    expect(await app.db.selectFrom('whatsapp_outbox').select('id').where('run_id', '=', run!.id).execute()).toHaveLength(1);
    const removed = await ack<{ status: string }>(ada.socket, 'remove-cron-job', { scheduleId: first.scheduleId });
    expect(removed.status).toBe('success');
    expect(await app.db.selectFrom('schedule_runs').select('id').where('schedule_id', '=', first.scheduleId).execute()).toEqual([]);
    expect(await app.db.selectFrom('whatsapp_outbox').select('id').where('user_id', '=', ada.userId).execute()).toEqual([]);
    expect(await app.scheduling.results.read(ada.userId, run!.result_id!)).toBeDefined();

    const second: ScheduleJob = await schedule(app, ada, { looped: kim!, minimum: 5 });
    const stopped = next(ada.socket, 'stop-cron');
    expect((await phone(app, 'unlink', { email: ada.email })).status).toBe(200);
    await stopped;
    expect(await app.db.selectFrom('schedules').select('id').where('id', '=', second.scheduleId).execute()).toEqual([]);
    expect(await app.scheduling.results.read(ada.userId, run!.result_id!)).toBeDefined();
  });

  it('results older than RESULT_RETENTION_DAYS are deleted by the scheduler; newer ones stay', async () => {
    const clock = manualClock();
    const app = await start({ RESULT_RETENTION_DAYS: '30' }, { clock, runSchedules: false });
    const ada = await person(app);
    const reading: StoredResult = { schemaVersion: 'legacy', userName: 'Ada', isLooped: false, wisdoms: [], insights: [] };
    const old = await app.scheduling.results.store(ada.userId, null, reading);
    clock.advance(20 * 86_400_000);
    const newer = await app.scheduling.results.store(ada.userId, null, reading);
    clock.advance(11 * 86_400_000);
    expect(await app.scheduling.retention.sweep()).toBe(1);
    expect(await app.scheduling.results.read(ada.userId, old)).toBeUndefined();
    expect(await app.scheduling.results.read(ada.userId, newer)).toBeDefined();
  });
});

describe('what the server writes and answers', () => {
  it('reset tokens, result ids and query strings never reach the access log', async () => {
    const lines: string[] = [];
    const app = await start({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
    const token = 'A'.repeat(43);
    const resultId = 'R'.repeat(22);
    await fetch(`${app.url}/reset-password/${token}`);
    await fetch(`${app.url}/result-entry/v0-4/${resultId}`);
    await fetch(`${app.url}/wisdom-result/v0-2/looped/${resultId}`);
    await fetch(`${app.url}/api/auth/google/callback?code=secret-code&state=secret-state`);
    await client(app.url).post('/api/auth/verifyResetPage', { id: token });
    const log = lines.join('');
    expect(log).toContain('/reset-password/…');
    expect(log).toContain('/result-entry/v0-4/…');
    for (const secret of [token, resultId, 'secret-code', 'secret-state']) expect(log).not.toContain(secret);
  });

  it('a URL that does not decode is answered by the error handler, with the security headers', async () => {
    const app = await start();
    for (const path of ['/%ff', '/api/%E0%A4%A']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'That address is not valid.' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('the SQLite database and its journal files are readable by the server’s user only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'companion-mode-'));
    dirs.push(dir);
    const app = await start({ SQLITE_FILE: join(dir, 'db.sqlite'), WA_CREDENTIALS_KEY_FILE: join(dir, 'wa.key') });
    await person(app);
    for (const file of ['db.sqlite', 'db.sqlite-wal', 'db.sqlite-shm']) expect(statSync(join(dir, file)).mode & 0o777, file).toBe(0o600);
  });
});
