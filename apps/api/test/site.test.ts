import { healthAnswerSchema, remotesMapSchema, siteConfigAnswerSchema } from '@app/shared/contracts';
import { sql } from 'kysely';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const page = (url: string) => fetch(url, { headers: { accept: 'text/html' } });

describe('site routes', () => {
  it('answers health and the site config', async () => {
    app = await startTestApp();
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
    expect(healthAnswerSchema.parse(await health.json()).status).toBe('ok');
    const config = siteConfigAnswerSchema.parse(await (await fetch(`${app.url}/api/config`)).json());
    expect(config).toEqual({ mode: 'local', localIdentityProvider: true });
  });

  it('reports a database that cannot write as unavailable (readiness), while liveness stays ok', async () => {
    app = await startTestApp();
    await sql`PRAGMA query_only = ON`.execute(app.db);
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(503);
    expect(healthAnswerSchema.parse(await health.json())).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    expect((await fetch(`${app.url}/api/health/live`)).status).toBe(200);
    await sql`PRAGMA query_only = OFF`.execute(app.db);
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });

  it("local mode's tools answer only requests addressed to this machine (no DNS rebinding)", async () => {
    app = await startTestApp();
    const { port } = new URL(app.url);
    const statusFor = (path: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        })
          .on('error', reject)
          .end();
      });
    for (const path of ['/api/dev/mailbox', '/dev/mailbox', '/api/dev/whatsapp/sessions', '/%61pi/dev/mailbox']) {
      expect(`${path} ${await statusFor(path, `evil.example:${port}`)}`).toBe(`${path} 403`);
      expect(`${path} ${await statusFor(path, `localhost:${port}`)}`).toBe(`${path} 200`);
      expect(`${path} ${await statusFor(path, `127.0.0.1:${port}`)}`).toBe(`${path} 200`);
    }
    expect(await statusFor('/api/health/live', `evil.example:${port}`)).toBe(200);
  });

  it('serves remotes.json uncached, pointing at the four remotes on the same origin', async () => {
    app = await startTestApp();
    const response = await fetch(`${app.url}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(remotesMapSchema.parse(await response.json())).toEqual({
      auth_mfe: '/mfe/auth-mfe/mf-manifest.json',
      onboarding_mfe: '/mfe/onboarding-mfe/mf-manifest.json',
      scheduling_mfe: '/mfe/scheduling-mfe/mf-manifest.json',
      results_mfe: '/mfe/results-mfe/mf-manifest.json',
    });
  });

  it('points one remote elsewhere from the environment, leaving the others alone', async () => {
    app = await startTestApp({ env: { REMOTE_RESULTS_MFE_URL: 'https://cdn.example.com/results/2.0.1/mf-manifest.json' } });
    const map = (await (await fetch(`${app.url}/remotes.json`)).json()) as Record<string, string>;
    expect(map.results_mfe).toBe('https://cdn.example.com/results/2.0.1/mf-manifest.json');
    expect(map.auth_mfe).toBe('/mfe/auth-mfe/mf-manifest.json');
  });
});

describe('hosting the web apps', () => {
  it('serves the shell for / and for deep links, never cached', async () => {
    app = await startTestApp();
    for (const path of ['/', '/signIn', '/reset-password/abc123', '/wisdom-result/v0-4/xyz']) {
      const response = await page(`${app.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves a remote manifest uncached with CORS, and hashed assets as immutable', async () => {
    app = await startTestApp();
    const manifest = await fetch(`${app.url}/mfe/auth-mfe/mf-manifest.json`, { headers: { origin: 'https://shell.example.com' } });
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ id: 'auth_mfe' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const asset = await fetch(`${app.url}/mfe/auth-mfe/static/js/auth_mfe.0123abcd.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("auth")');
    const shellAsset = await fetch(`${app.url}/static/js/index.89abcdef.js`);
    expect(shellAsset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await shellAsset.text()).toBe('console.log("shell")');
  });

  it('serves the page for a GET of any other path whatever the Accept header (curl, link previews)', async () => {
    app = await startTestApp();
    for (const accept of ['*/*', 'application/json']) {
      const response = await fetch(`${app.url}/signIn`, { headers: { accept } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    expect((await fetch(`${app.url}/`)).headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(`${app.url}/signIn`, { method: 'HEAD' })).status).toBe(200);
  });

  it('answers a JSON 404 for unknown API paths and missing built files, never the page', async () => {
    app = await startTestApp();
    for (const path of [
      '/api/nothing-here',
      '/mfe/auth-mfe/static/js/missing.js',
      '/mfe/onboarding-mfe/mf-manifest.json',
      '/static/js/missing.js',
    ]) {
      const response = await page(`${app.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('says clearly when the web app is not built', async () => {
    app = await startTestApp({ shell: false });
    const response = await page(`${app.url}/signIn`);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/npm run build/);
  });
});

describe('API documentation', () => {
  it('documents every HTTP call of the contracts as OpenAPI, with body schemas', async () => {
    app = await startTestApp();
    const docs = (await (await fetch(`${app.url}/api/docs`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>>;
    };
    expect(docs.openapi).toBe('3.1.0');
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/verifyEmail/verifyCode',
      '/api/auth/forgotPassword',
      '/api/traits/{userId}',
    ]) {
      expect(docs.paths[path], path).toBeDefined();
    }
    const login = docs.paths['/api/auth/login']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(login.properties ?? {})).toEqual(['email', 'password', 'rememberMe']);
  });
});
