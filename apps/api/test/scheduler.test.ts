/** Running schedules (ARCHITECTURE §19): each due occurrence once, skips, misses, failures, edits, stops. */
import type { ScheduleJob } from '@app/shared/contracts';
import { describe, expect, it } from 'vitest';
import { engineUnavailable, unavailableEngine } from '../src/insights/insight-engine.ts';
import { evidenceOf } from '../src/insights/llm/literal-quotes.ts';
import type { CurrentResult } from '../src/results/results.ts';
import { runSkipped } from '../src/schedules/occurrence-runner.ts';
import { client } from './http-client.ts';
import { buffered, contactsOf, recordingEngine, say, schedule, twoMinutes } from './scheduling-support.ts';
import { databases, manualClock, sitePublicUrl } from './test-app.ts';
import { ack, fastQrs, link, next, onDatabase, person, sessionOf, start } from './whatsapp-support.ts';

async function linkedWith(options: Parameters<typeof start>[1] = {}) {
  // A few seconds into a minute, as a person scheduling now would be (the start is zeroed to the minute).
  const clock = manualClock(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
  const app = await start(fastQrs, { clock, runSchedules: false, ...options });
  const ada = await person(app);
  await link(app, ada);
  const [sam, kim, lee] = await contactsOf(ada);
  return { app, clock, ada, sam: sam!, kim: kim!, lee: lee! };
}

const ownChat = async (app: Awaited<ReturnType<typeof start>>, email: string) =>
  (await sessionOf(app, email))?.ownChat.map((m) => m.text) ?? [];
const jobOf = async (app: Awaited<ReturnType<typeof start>>, userId: string): Promise<ScheduleJob | undefined> =>
  (await app.scheduling.schedules.listActive(userId))[0];

describe.each(databases)('the scheduler (%s)', (kind) => {
  onDatabase(kind);

  it('runs a due occurrence once, with the new messages of the chosen contacts only, and sends one link to the own chat', async () => {
    const { engine, requests } = recordingEngine({ traits: ['Thoughtful'], events: ['Moving house'] });
    const { app, clock, ada, sam, kim, lee } = await linkedWith({ insightEngine: engine });
    await say(app, ada, sam, ['before the schedule existed']);
    const job = await schedule(app, ada, { wisdom: [sam], looped: kim, minimum: 5 });
    await say(app, ada, sam, ['one', 'two', 'three']);
    await say(app, ada, sam, ['four (mine)', 'five (mine)'], true);
    await say(app, ada, kim, ['a', 'b', 'c', 'd', 'e']);
    await say(app, ada, lee, ['not in any schedule']);
    await buffered(app, job.scheduleId, 10);
    const onChat = (await ownChat(app, ada.email)).length;

    clock.advance(twoMinutes);
    const live = next<{ jobs: ScheduleJob[] }>(ada.socket, 'active-cron-jobs');
    // A second worker claims at the same moment: the occurrence still runs once.
    const { claims, runner } = app.scheduling;
    const secondWorker = async () => (await Promise.all((await claims.claimDue(10)).map((run) => runner.run(run)))).length;
    const ran = await Promise.all([app.scheduling.engine.tick(), secondWorker(), secondWorker()]);
    expect(ran.reduce((a, b) => a + b)).toBe(1);

    expect(requests).toHaveLength(1);
    const asked = requests[0]!;
    expect(asked.wisdom?.conversations.map((c) => [c.contactId, c.messages.map((m) => [m.text, m.fromMe])])).toEqual([
      [
        sam.id,
        [
          ['one', false],
          ['two', false],
          ['three', false],
          ['four (mine)', true],
          ['five (mine)', true],
        ],
      ],
    ]);
    expect(asked.looped?.conversation.messages.map((m) => m.text)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(asked.language).toBe('English');

    const sent = (await ownChat(app, ada.email)).slice(onChat);
    expect(sent).toHaveLength(1);
    const link = new RegExp(`${sitePublicUrl}/result-entry/v0-4/([A-Za-z0-9_-]{22})$`).exec(sent[0]!);
    expect(link, sent[0]).not.toBeNull();
    const resultId = link![1]!;
    expect(await app.scheduling.results.read(ada.userId, resultId)).toMatchObject({
      selected: { Wisdom: true, Looped: true, Astrology: false },
    });
    expect(await app.scheduling.buffer.count(job.scheduleId)).toBe(0);

    const after = (await live).jobs[0]!;
    expect(after.lastRun).toMatchObject({ status: 'succeeded', resultId });
    expect(after.failureCount).toBe(0);
    expect(Date.parse(after.nextRunTime)).toBe(Date.parse(job.nextRunTime) + twoMinutes);

    const api = ada.api;
    expect((await api.get(`/api/traits/${ada.userId}`)).body).toEqual({ success: true, existingTraits: ['Thoughtful'] });
    expect((await api.get(`/api/user-events/${ada.userId}`)).body).toEqual({ success: true, events: ['Moving house'] });
    expect((await client(app.url).get(`/api/traits/${ada.userId}`)).status).toBe(401);
  });

  it('below the minimum the run is skipped, not failed; the messages wait, the jobs page counts them, and the next run reads them all', async () => {
    const { engine, requests } = recordingEngine();
    const { app, clock, ada, sam } = await linkedWith({ insightEngine: engine });
    const job = await schedule(app, ada, { wisdom: [sam], minimum: 5 });
    await say(app, ada, sam, ['only', 'three', 'messages']);
    await buffered(app, job.scheduleId, 3);
    clock.advance(twoMinutes);
    expect(await app.scheduling.engine.tick()).toBe(1);
    expect(requests).toEqual([]);
    const after = await jobOf(app, ada.userId);
    expect(after).toMatchObject({ failureCount: 0, lastRun: { status: 'skipped' }, waiting: [{ contactId: sam.id, count: 3 }] });
    expect(after?.lastRun?.detail).toBe(runSkipped(5));
    expect(await app.scheduling.buffer.count(job.scheduleId)).toBe(3);

    await say(app, ada, sam, ['and', 'two more']);
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    expect(requests.map((r) => r.wisdom?.conversations[0]?.messages.map((m) => m.text))).toEqual([
      ['only', 'three', 'messages', 'and', 'two more'],
    ]);
    expect(await app.scheduling.buffer.count(job.scheduleId)).toBe(0);
    expect((await jobOf(app, ada.userId))?.waiting).toEqual([]);
  });

  it('the buffer keeps 30 days: older waiting messages are dropped before a run counts', async () => {
    const { engine, requests } = recordingEngine();
    const { app, clock, ada, sam } = await linkedWith({ insightEngine: engine });
    const job = await schedule(app, ada, { wisdom: [sam], minimum: 5, interval: 24 });
    await say(app, ada, sam, ['one', 'two', 'three']);
    clock.advance(31 * 86_400_000);
    await say(app, ada, sam, ['four', 'five']);
    clock.advance(86_400_000);
    await app.scheduling.engine.tick();
    expect(requests).toEqual([]);
    expect(await app.scheduling.buffer.count(job.scheduleId)).toBe(2);
  });

  it('by default the offline engine writes the reading: it names the contact, counts the messages and quotes them', async () => {
    const { app, clock, ada, sam } = await linkedWith();
    const job = await schedule(app, ada, { wisdom: [sam], minimum: 5 });
    await say(app, ada, sam, ['Can we talk tonight? I miss you', 'Thank you for yesterday, really', 'haha you always make me laugh']);
    await say(app, ada, sam, ['Of course, call me at 8', 'haha I try'], true);
    await buffered(app, job.scheduleId, 5);
    const onChat = (await ownChat(app, ada.email)).length;
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    const after = await jobOf(app, ada.userId);
    expect(after).toMatchObject({ failureCount: 0, lastRun: { status: 'succeeded' } });
    expect((await ownChat(app, ada.email)).slice(onChat)).toEqual([
      expect.stringContaining(`/result-entry/v0-4/${after!.lastRun!.resultId}`),
    ]);
    // The link names whom the insight is about.
    expect((await ownChat(app, ada.email)).at(-1)).toContain(`✨ Your Companion insight about \u2068${sam.name}\u2069 is ready.`);
    const result = (await app.scheduling.results.read(ada.userId, after!.lastRun!.resultId!)) as CurrentResult;
    expect(result.schemaVersion).toBe('v0-4');
    const [reading] = result.insights.wisdom[0]!.insights;
    expect(reading!.wisdomTitle).toBe('Stoicism');
    expect(reading!.insight!.Summary).toContain('5 messages');
    expect(reading!.insight!.Wisdom).toContain(sam.name!);
    const written = [
      'Can we talk tonight? I miss you',
      'Thank you for yesterday, really',
      'haha you always make me laugh',
      'Of course, call me at 8',
      'haha I try',
    ];
    const quotes = evidenceOf(reading!).map((q) => /: “(.+)”$/u.exec(q)![1]);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(written).toContain(quote);
  });

  it('each reading is remembered sealed, without a word of the chat, and the next one leads with what changed', async () => {
    const { app, clock, ada, sam } = await linkedWith();
    const job = await schedule(app, ada, { looped: sam, minimum: 5 });
    const narrative = async () => {
      const { resultId } = (await jobOf(app, ada.userId))!.lastRun!;
      const result = (await app.scheduling.results.read(ada.userId, resultId!)) as CurrentResult;
      return result.insights.looped[0]!.insight.narrative;
    };
    await say(app, ada, sam, ['Did the plumber come about the boiler?', 'Still nothing from him', 'Ugh, typical']);
    await say(app, ada, sam, ['He said Thursday now', 'Fingers crossed for the boiler'], true);
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    expect(await narrative()).toContain(sam.name!);
    expect(await narrative()).toMatch(/first reading/u);

    const remembered = await app.scheduling.memory.of(job.scheduleId, sam.id);
    expect(remembered).toHaveLength(1);
    expect(remembered[0]!.facts).toMatchObject({ written: 5, sessions: 1 });
    const rows = await app.db.selectFrom('relationship_memory').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealed).not.toMatch(/boiler|plumber|written|Thursday/u);

    await say(app, ada, sam, ['The boiler works!', 'Finally, hot water', 'Thank you for chasing him']);
    await say(app, ada, sam, ['Told you Thursday would do it', 'Enjoy the shower'], true);
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    expect(await narrative()).toMatch(/^Since the last reading on /u);
    expect(await app.scheduling.memory.of(job.scheduleId, sam.id)).toHaveLength(2);

    // The memory goes with the schedule.
    expect(await ack(ada.socket, 'remove-cron-job', { scheduleId: job.scheduleId })).toMatchObject({ status: 'success' });
    expect(await app.db.selectFrom('relationship_memory').selectAll().execute()).toEqual([]);
  });

  it('when the engine fails a run fails, counted, with the reason', async () => {
    const { app, clock, ada, sam } = await linkedWith({ insightEngine: unavailableEngine });
    const job = await schedule(app, ada, { wisdom: [sam], minimum: 5 });
    await say(app, ada, sam, ['1', '2', '3', '4', '5']);
    await buffered(app, job.scheduleId, 5);
    clock.advance(twoMinutes);
    await app.scheduling.engine.tick();
    const after = await jobOf(app, ada.userId);
    expect(after).toMatchObject({ failureCount: 1, lastFailureReason: engineUnavailable, lastRun: { status: 'failed' } });
    expect(Date.parse(after!.lastFailureTime!)).toBe(clock.now());
  });

  it('occurrences missed while the server was down are skipped; the next is computed from now', async () => {
    const { engine, requests } = recordingEngine();
    const { app, clock, ada, sam } = await linkedWith({ insightEngine: engine });
    const job = await schedule(app, ada, { wisdom: [sam], minimum: 5 });
    await say(app, ada, sam, ['1', '2', '3', '4', '5']);
    clock.advance(twoMinutes * 10 + 30_000);
    // The server comes back: a starting process skips what it missed.
    await app.scheduling.start();
    await app.scheduling.stop();
    expect(await app.scheduling.engine.tick()).toBe(0);
    expect(requests).toEqual([]);
    const after = await jobOf(app, ada.userId);
    expect(after?.lastRun).toBeNull();
    const nextRun = Date.parse(after!.nextRunTime);
    expect(nextRun).toBeGreaterThan(clock.now());
    expect(nextRun - clock.now()).toBeLessThanOrEqual(twoMinutes);
    expect((nextRun - Date.parse(job.nextRunTime)) % twoMinutes).toBe(0);
    // The next one runs on time again.
    clock.advance(nextRun - clock.now());
    expect(await app.scheduling.engine.tick()).toBe(1);
  });

  it('an edit recomputes the next run; a removed schedule and its messages are gone; another account cannot touch it', async () => {
    const { app, clock, ada, sam } = await linkedWith();
    const job = await schedule(app, ada, { wisdom: [sam], minimum: 5 });
    await say(app, ada, sam, ['kept until removed']);
    await buffered(app, job.scheduleId, 1);

    const grace = await person(app);
    const { scheduleId, Wisdom, Looped, Astrology, startTime } = job;
    const change = { scheduleId, startTime, interval: 24, nextRunTime: startTime, minimumMessageCount: 25, Wisdom, Looped, Astrology };
    expect(await ack(grace.socket, 'update-cron-job', change)).toEqual({ status: 'error', jobs: [], message: 'failed to update schedule' });
    expect(await ack(grace.socket, 'remove-cron-job', { scheduleId })).toMatchObject({
      status: 'error',
      scheduleMessageStoreChecker: false,
    });

    clock.advance(60_000);
    const updated = await ack<{ status: string; jobs: ScheduleJob[] }>(ada.socket, 'update-cron-job', change);
    expect(updated.status).toBe('success');
    expect(updated.jobs[0]).toMatchObject({ interval: 24, minimumMessageCount: 25 });
    expect(Date.parse(updated.jobs[0]!.nextRunTime)).toBe(Date.parse(startTime) + 24 * 3_600_000);

    const removed = await ack<{ status: string; jobs: ScheduleJob[]; scheduleMessageStoreChecker: boolean }>(
      ada.socket,
      'remove-cron-job',
      {
        scheduleId,
      },
    );
    expect(removed).toEqual({ status: 'success', jobs: [], scheduleMessageStoreChecker: true });
    expect(await app.scheduling.buffer.count(scheduleId)).toBe(0);
    const listed = next<{ jobs: ScheduleJob[] }>(ada.socket, 'active-cron-jobs');
    ada.socket.emit('get-active-cron-jobs', ada.userId);
    expect((await listed).jobs).toEqual([]);
    clock.advance(25 * 3_600_000);
    expect(await app.scheduling.engine.tick()).toBe(0);
    expect(await app.db.selectFrom('schedule_runs').selectAll().execute()).toEqual([]);
  });

  it('removing WhatsApp on the phone stops the schedules for good (stop-cron) and empties their buffers', async () => {
    const { app, clock, ada, sam } = await linkedWith();
    const job = await schedule(app, ada, { wisdom: [sam], minimum: 5 });
    await say(app, ada, sam, ['soon gone']);
    await buffered(app, job.scheduleId, 1);
    const stopped = next(ada.socket, 'stop-cron');
    await import('./whatsapp-support.ts').then(({ phone }) => phone(app, 'unlink', { email: ada.email }));
    await stopped;
    expect(await app.scheduling.buffer.count(job.scheduleId)).toBe(0);
    clock.advance(twoMinutes);
    expect(await app.scheduling.engine.tick()).toBe(0);
    expect(await app.scheduling.schedules.listActive(ada.userId)).toEqual([]);
  });
});
