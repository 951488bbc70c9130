/** PostgreSQL ending the api's idle connections (a restart, an administrator): the server stays up and answers. */
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-app.ts';

const apps: RunningApp[] = [];
afterEach(async () => Promise.all(apps.splice(0).map((app) => app.close())));

describe.runIf(inject('postgresUrl'))('idle PostgreSQL connections dropped', () => {
  it('do not end the process: the next request gets a new connection', async () => {
    const app = await startTestApp({ database: 'postgres' });
    apps.push(app);
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    const database = new URL(app.databaseEnv.DATABASE_URL!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject('postgresUrl')! });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });
});
