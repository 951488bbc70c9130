import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { createApp, type App, type AppDeps } from '../src/app.ts';
import { systemClock } from '../src/lib/clock.ts';
import { loadConfig } from '../src/config/config.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The databases the server tests run on: SQLite always, PostgreSQL when the run started one. */
export const databases: DatabaseKind[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

/** Runs a suite once per database. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  describe.each(databases)(`${name} (%s)`, suite);
}

/** A web root with a fake shell and auth-mfe build, so server tests need no real build. */
export function makeWebRoot(options: { shell?: boolean; files?: Record<string, string | Buffer> } = {}): {
  dir: string;
  remove: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'companion-web-'));
  const files: Record<string, string | Buffer> = {
    'auth-mfe/dist/mf-manifest.json': '{"id":"auth_mfe"}',
    'auth-mfe/dist/static/js/auth_mfe.0123abcd.js': 'console.log("auth")',
  };
  if (options.shell !== false) {
    files['shell/dist/index.html'] = '<!doctype html><html><head><title>Companion</title></head><body><div id="root"></div></body></html>';
    files['shell/dist/static/js/index.89abcdef.js'] = 'console.log("shell")';
  }
  Object.assign(files, options.files);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh, empty PostgreSQL database for one app; dropped again by the returned function. */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = inject('postgresUrl');
  if (!admin) throw new Error('PostgreSQL is not running for this test run');
  const name = `t_${Math.random().toString(36).slice(2, 12)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return {
    url: admin.replace(/\/postgres$/, `/${name}`),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A clock whose time the test moves by hand; its timers are real (WhatsApp's simulator keeps running)
 * and see the moved time when they fire. One per test, so no test inherits another's time.
 */
export type ManualClock = ReturnType<typeof manualClock>;

export function manualClock(start = Date.parse('2026-11-21T09:00:00Z')) {
  let now = start;
  return {
    ...systemClock,
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export const sitePublicUrl = 'http://localhost:3999';

export interface RunningApp extends App {
  url: string;
  /** What a second app needs to run on this app's database (a second api process). */
  databaseEnv: Record<string, string>;
  /** The apps started with `sameDatabaseAs` this one. */
  sharers: RunningApp[];
  /** Stops the app; its PostgreSQL database is dropped unless another process will use it. */
  close: (options?: { keepDatabase?: boolean }) => Promise<void>;
}

/** createApp on a fresh database, listening on a free loopback port. */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseKind;
    shell?: boolean;
    webFiles?: Record<string, string | Buffer>;
    port?: number;
    /** Run on that app's database instead of a fresh one. */
    sameDatabaseAs?: RunningApp;
  } & AppDeps = {},
): Promise<RunningApp> {
  const web = makeWebRoot({ shell: options.shell, files: options.webFiles });
  const postgres = options.database === 'postgres' && !options.sameDatabaseAs ? await freshPostgresDatabase() : undefined;
  const databaseEnv = options.sameDatabaseAs?.databaseEnv ?? (postgres ? { DATABASE_URL: postgres.url } : {});
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_ROOT: web.dir,
    PORT: '0',
    PUBLIC_URL: sitePublicUrl,
    SQLITE_FILE: ':memory:',
    ...databaseEnv,
    ...options.env,
  });
  const { env: _env, database: _database, shell: _shell, webFiles: _webFiles, port: _port, sameDatabaseAs: _same, ...deps } = options;
  const app = await createApp(config, deps);
  await app.http.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const { port } = app.http.server.address() as AddressInfo;
  const ownDatabase = Object.fromEntries(
    ['DATABASE_URL', 'SQLITE_FILE', 'WA_CREDENTIALS_KEY_FILE', 'WA_CREDENTIALS_KEY'].flatMap((key) => {
      const value = { ...databaseEnv, ...options.env }[key];
      return value ? [[key, value]] : [];
    }),
  );
  // Apps sharing this one's database stop before it drops the database; closing twice is harmless.
  const sharers: RunningApp[] = [];
  let closing: Promise<void> | undefined;
  const running: RunningApp = {
    ...app,
    databaseEnv: ownDatabase,
    sharers,
    url: `http://127.0.0.1:${port}`,
    close: ({ keepDatabase = false } = {}) =>
      (closing ??= (async () => {
        await Promise.all(sharers.map((sharer) => sharer.close()));
        await app.http.close();
        if (!keepDatabase) await postgres?.drop();
        web.remove();
      })()),
  };
  options.sameDatabaseAs?.sharers.push(running);
  return running;
}
