// The bounds that keep one account from holding the server (docs/privacy.md, ARCHITECTURE §8), measured:
//  1. a model that drips its answer: the other accounts' occurrences still start on time;
//  2. 40,000 messages from one contact: /api/health (timed every 5 ms) is never held beyond 100 ms, while
//     the flood is buffered nor while the next run reads it;
//  3. one account at every cap (10 schedules of 5 contacts with the longest names, 24 philosophies, full
//     buffers, full recent messages, a reader asking for its jobs): the process stays under 300 MB.
// Prints numbers; it asserts nothing (a benchmark, not a test).
import { wisdomTitles } from '@app/shared/catalogue';
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { createApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { bufferLimits } from '../src/schedules/message-buffer.ts';
import { messageTextLimit } from '../src/insights/insight-engine.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startApp(env: Record<string, string> = {}, deps: Parameters<typeof createApp>[1] = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'companion-limits-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3999',
    SQLITE_FILE: join(dir, 'db.sqlite'),
    WA_CREDENTIALS_KEY_FILE: join(dir, 'wa.key'),
    SECRET_KEY_FILE: join(dir, 'secret.key'),
    WEB_ROOT: dir,
    WA_SIM_FIRST_QR_MS: '60000',
    ...env,
  });
  const app = await createApp(config, deps);
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  return {
    app,
    url,
    close: async () => {
      await app.http.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function addUser(app: App, n: number) {
  const now = Date.now();
  const id = `bench-user-${n}`;
  await app.db
    .insertInto('users')
    .values({
      id,
      email: `bench-${n}@example.com`,
      name: `Bench ${n}`,
      password_hash: null,
      email_verified_at: now,
      google_sub: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Links the account through the simulated phone (QR, scan, open). */
async function linkPhone(app: App, userId: string) {
  await app.whatsapp.startSession(userId);
  await app.simulator!.scan(userId);
  for (let i = 0; i < 100 && app.simulator!.state(userId) !== 'open'; i += 1) await sleep(50);
}

const contactId = (n: number) => `4477009${String(n).padStart(5, '0')}@s.whatsapp.net`;

async function scheduleFor(
  app: App,
  userId: string,
  contacts: { id: string; name: string }[],
  type: 'Looped' | 'Wisdom',
  wisdoms: string[] = [],
) {
  const now = Date.now();
  return app.scheduling.schedules.create(userId, '447700900000', {
    userId,
    cronTime: 24,
    preparedData: {
      Wisdom: { selected: type === 'Wisdom', wisdoms, contacts: type === 'Wisdom' ? contacts : [] },
      Looped: { selected: type === 'Looped', contacts: type === 'Looped' ? contacts.slice(0, 1) : [] },
      Astrology: { selected: false, formData: null, contacts: [] },
    },
    email: 'bench@example.com',
    name: 'Bench',
    startTime: new Date(now).toISOString(),
    nextRunTime: new Date(now + 86_400_000).toISOString(),
    timezone: 'UTC',
    minimumMessage: 5,
  });
}

/** Times GET /api/health every 5 ms until stopped; answers the slowest answer and how many there were. */
function healthWatch(url: string) {
  let stop = false;
  const times: number[] = [];
  const done = (async () => {
    while (!stop) {
      const started = performance.now();
      await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
      times.push(performance.now() - started);
      await sleep(5);
    }
  })();
  return {
    async stop() {
      stop = true;
      await done;
      const sorted = [...times].sort((a, b) => a - b);
      return { count: times.length, p50: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
    },
  };
}

/** An OpenAI-compatible model that drips its answer a byte a second for prompts about 'Dripper', and answers others at once. */
async function drippingModel() {
  const bodyOf = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => resolve(data));
    });
  const server = createServer((req, res) => {
    void bodyOf(req).then((raw) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (raw.includes('Dripper')) {
        const timer = setInterval(() => res.write(' '), 1_000);
        res.on('close', () => clearInterval(timer));
        return;
      }
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: '{}' }, finish_reason: 'stop' }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).finally(() => server.closeAllConnections()),
  };
}

async function drippingModelBench() {
  const model = await drippingModel();
  const { app, close } = await startApp(
    { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'bench', LLM_TIMEOUT_MS: '600000' },
    { runSchedules: false },
  );
  try {
    const others = 20;
    const ids: { scheduleId: string; dueAt: number; dripper: boolean }[] = [];
    const now = Date.now() + 2_000;
    for (let n = 0; n <= others; n += 1) {
      const userId = await addUser(app, n);
      const contact = { id: contactId(n), name: n === 0 ? 'Dripper' : `Friend ${n}` };
      const scheduleId = await scheduleFor(app, userId, [contact], 'Looped');
      for (let m = 0; m < 6; m += 1)
        await app.scheduling.buffer.keep(
          [scheduleId],
          contact.id,
          { fromMe: m % 2 === 0, text: `Message ${m}, about the weekend`, at: now },
          app.scheduling.buffer.arrival(),
        );
      const dueAt = now + n * 500;
      await app.db.updateTable('schedules').set({ next_run_at: dueAt }).where('id', '=', scheduleId).execute();
      ids.push({ scheduleId, dueAt, dripper: n === 0 });
    }
    await app.scheduling.start();
    await sleep(2_000 + others * 500 + 3_000);
    const late: number[] = [];
    let dripper = 'not started';
    for (const { scheduleId, dueAt, dripper: isDripper } of ids) {
      const [run] = await app.scheduling.schedules.runs.listOf(scheduleId);
      if (isDripper) dripper = run ? `${run.status}, started ${((run.started_at - dueAt) / 1000).toFixed(1)} s after due` : 'not started';
      else late.push(run?.finished_at ? run.finished_at - dueAt : Number.POSITIVE_INFINITY);
    }
    late.sort((a, b) => a - b);
    const onTime = late.filter((ms) => ms <= 2_000).length;
    console.log(
      `dripping model: its run is ${dripper}; the other ${others} accounts' occurrences finished ${(late[Math.floor(others / 2)]! / 1000).toFixed(2)} s (median) and ` +
        `${(late.at(-1)! / 1000).toFixed(2)} s (slowest) after their due time: ${onTime} of ${others} within 2 s (the poll is 1 s)`,
    );
  } finally {
    await close();
    await model.close();
  }
}

async function floodBench() {
  const { app, url, close } = await startApp({}, { runSchedules: false });
  try {
    const userId = await addUser(app, 0);
    await linkPhone(app, userId);
    const contact = { id: contactId(1), name: 'Flood' };
    const scheduleId = await scheduleFor(app, userId, [contact], 'Looped');
    const flood = 40_000;
    let watch = healthWatch(url);
    const started = performance.now();
    for (let i = 0; i < flood; i += 1) {
      app.simulator!.deliver(userId, contact.id, `Message ${i}: ${'words '.repeat(20)}`);
      // As from the network: a few messages per turn of the event loop, which answers other requests between them.
      if (i % 20 === 19) {
        await app.scheduling.settled();
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await app.scheduling.settled();
    const buffering = await watch.stop();
    const kept = await app.scheduling.buffer.count(scheduleId);
    console.log(
      `flood: ${flood} messages from one contact buffered in ${((performance.now() - started) / 1000).toFixed(1)} s; ${kept} kept (the newest ${bufferLimits.perContact} and up to 100 since the last trim); ` +
        `/api/health over ${buffering.count} calls: median ${buffering.p50.toFixed(1)} ms, slowest ${buffering.max.toFixed(1)} ms (budget 100 ms)`,
    );
    watch = healthWatch(url);
    await sleep(50);
    await app.db.updateTable('schedules').set({ next_run_at: Date.now() }).where('id', '=', scheduleId).execute();
    const runStarted = performance.now();
    await app.scheduling.engine.tick();
    const runMs = performance.now() - runStarted;
    await sleep(50);
    const running = await watch.stop();
    const [run] = await app.scheduling.schedules.runs.listOf(scheduleId);
    console.log(
      `flood: the next run read them in ${runMs.toFixed(0)} ms (${run?.status}); /api/health meanwhile: median ${running.p50.toFixed(1)} ms, slowest ${running.max.toFixed(1)} ms (budget 100 ms)`,
    );
  } finally {
    await close();
  }
}

async function capsBench() {
  const { app, url, close } = await startApp({}, { runSchedules: false });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const before = process.memoryUsage().rss;
    const userId = await addUser(app, 0);
    await linkPhone(app, userId);
    const name = (n: number) => `${'Long name '.repeat(12).slice(0, 110)} ${n}`;
    const schedules: string[] = [];
    for (let s = 0; s < 10; s += 1) {
      const contacts = Array.from({ length: 5 }, (_, c) => ({ id: contactId(s * 5 + c), name: name(s * 5 + c) }));
      schedules.push(await scheduleFor(app, userId, contacts, 'Wisdom', wisdomTitles.slice(0, 24)));
    }
    // Full buffers: every contact of every schedule at its cap, each message at the kept length.
    const text = 'w'.repeat(messageTextLimit);
    for (let s = 0; s < 10; s += 1)
      for (let c = 0; c < 5; c += 1)
        for (let m = 0; m < bufferLimits.perContact; m += 1)
          await app.scheduling.buffer.keep(
            [schedules[s]!],
            contactId(s * 5 + c),
            { fromMe: m % 3 === 0, text: `${m} ${text.slice(0, 400)}`, at: Date.now() },
            app.scheduling.buffer.arrival(),
          );
    global.gc?.();
    // Full recent messages: 500 unknown numbers writing long messages.
    for (let n = 0; n < 500; n += 1) {
      for (let m = 0; m < 20; m += 1) app.simulator!.deliver(userId, `55119${String(n).padStart(8, '0')}@s.whatsapp.net`, text);
      // As from the network: a few messages per turn of the event loop.
      await app.scheduling.settled();
      await new Promise((resolve) => setImmediate(resolve));
    }
    global.gc?.();
    const filled = process.memoryUsage().rss;
    peak = filled;
    // A reader that asks for its jobs as fast as the limits let it.
    const cookie = await app.accounts.sessions.create(userId, false);
    const socket = io(url, {
      transports: ['websocket'],
      extraHeaders: { origin: 'http://localhost:3999', cookie: `companion_session=${cookie.token}` },
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    for (let i = 0; i < 100; i += 1) socket.emit('get-active-cron-jobs', userId);
    await app.db.updateTable('schedules').set({ next_run_at: Date.now() }).execute();
    const started = performance.now();
    await app.scheduling.engine.tick();
    socket.close();
    const runs = await app.db.selectFrom('schedule_runs').select('status').execute();
    global.gc?.();
    console.log(
      `every cap: 10 schedules × 5 contacts × 24 philosophies, ${10 * 5 * bufferLimits.perContact} buffered messages, full recent messages; ` +
        `${runs.length} runs (${runs.map((r) => r.status).join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `process memory (RSS): ${mb(before)} with the app started, ${mb(filled)} with every cap filled, ${mb(peak)} at the peak of the runs (budget 300 MB)`,
    );
  } finally {
    clearInterval(sampler);
    await close();
  }
}

// Each part in a process of its own, so one's memory does not count in the next's.
const part = process.argv[2];
if (part === 'dripping') await drippingModelBench();
else if (part === 'flood') await floodBench();
else if (part === 'caps') await capsBench();
else
  for (const name of ['dripping', 'flood', 'caps']) {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), name], { stdio: 'inherit' });
    await new Promise((resolve) => child.on('exit', resolve));
  }
process.exit(0);
