import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { client } from './http-client.ts';
import { signUpVerified, uniqueEmail } from './support.ts';
import { startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The CSP as directive → sources. */
const policyOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const productionEnv = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:1',
  WA_CREDENTIALS_KEY: `${'A'.repeat(43)}=`,
  SECRET_KEY: `${'B'.repeat(43)}=`,
  WA_WEB_VERSION: '2.3000.1023223821',
};

describe('security headers', () => {
  it('pages: a strict CSP without inline scripts, whose style nonce the page carries; no framing, no sniffing', async () => {
    app = await startTestApp();
    const page = await fetch(`${app.url}/reset-password/some-token`);
    const policy = policyOf(page);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    const styleNonce = /^'nonce-(.+)'$/.exec(policy['style-src']!.find((s) => s.startsWith("'nonce-"))!)![1];
    expect(await page.text()).toContain(`<meta property="csp-nonce" nonce="${styleNonce}">`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    // Every page answer has its own nonce.
    const again = policyOf(await fetch(`${app.url}/signIn`));
    expect(again['style-src']).not.toEqual(policy['style-src']);
  });

  it('assets and API answers: nosniff everywhere; personal answers never cached; remote builds loadable cross-origin', async () => {
    app = await startTestApp();
    const api = client(app.url);
    const userId = await signUpVerified(app, api, uniqueEmail());
    for (const path of [`/api/traits/${userId}`, `/api/events/${userId}`, '/api/health']) {
      const answer = await fetch(`${app.url}${path}`, { headers: { cookie: api.cookie! } });
      expect(`${path} ${answer.headers.get('cache-control')}`).toBe(`${path} no-store`);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      await answer.arrayBuffer();
    }
    const asset = await fetch(`${app.url}/static/js/index.89abcdef.js`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    await asset.arrayBuffer();
    const manifest = await fetch(`${app.url}/mfe/auth-mfe/mf-manifest.json`);
    expect(manifest.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    await manifest.arrayBuffer();
  });

  it('content-hashed scripts carry only the headers that apply to a script: no page-only policy repeated on each file', async () => {
    app = await startTestApp({
      webFiles: {
        'shell/dist/index.html': '<!doctype html><div id="root"></div>',
        'shell/dist/static/js/index.89abcdef.js': 'console.log(1)',
        'auth-mfe/dist/static/js/auth_mfe.1234.js': 'console.log(2)',
      },
    });
    for (const path of ['/static/js/index.89abcdef.js', '/mfe/auth-mfe/static/js/auth_mfe.1234.js']) {
      const asset = await fetch(`${app.url}${path}`);
      expect(await asset.text()).toMatch(/^console\.log/);
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      for (const pageOnly of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'etag',
        'last-modified',
      ]) {
        expect(`${path} ${pageOnly}: ${asset.headers.get(pageOnly)}`).toBe(`${path} ${pageOnly}: null`);
      }
    }
    // The page itself keeps them all.
    const page = await fetch(`${app.url}/signIn`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it("the Google popup's steps all carry the same opener policy (none), so the popup keeps its opener; pages keep the site's", async () => {
    app = await startTestApp();
    const start = await fetch(`${app.url}/api/auth/google/start`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const idpPage = await fetch(start.headers.get('location')!.replace(/^https?:\/\/[^/]+/, app.url));
    await idpPage.text();
    for (const answer of [start, idpPage]) expect(answer.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect((await fetch(`${app.url}/signIn`)).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('lets remotes load from the origins they are configured at, and nowhere else', async () => {
    app = await startTestApp({ env: { REMOTE_RESULTS_MFE_URL: 'https://cdn.example.com/results/mf-manifest.json' } });
    const policy = policyOf(await fetch(`${app.url}/signIn`));
    expect(policy['script-src']).toContain('https://cdn.example.com');
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
  });

  it('on https: HSTS and upgraded requests', async () => {
    app = await startTestApp({ env: { PUBLIC_URL: 'https://companion.example.com' } });
    const page = await fetch(`${app.url}/signIn`);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(page)).toHaveProperty('upgrade-insecure-requests');
  });
});

describe('loopback aliases', () => {
  it('local mode sends a page asked for at 127.0.0.1 or [::1] to PUBLIC_URL', async () => {
    const port = await freePort();
    app = await startTestApp({ port, env: { PUBLIC_URL: `http://localhost:${port}` } });
    const page = await fetch(`http://127.0.0.1:${port}/signIn?next=1`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`http://localhost:${port}/signIn?next=1`);
    const viaHostHeader = await fetch(`http://127.0.0.1:${port}/cron-jobs`, { redirect: 'manual', headers: { host: `[::1]:${port}` } });
    expect(viaHostHeader.headers.get('location')).toBe(`http://localhost:${port}/cron-jobs`);
    expect((await fetch(`http://localhost:${port}/signIn`, { redirect: 'manual' })).status).toBe(200);
  });

  it('production keeps the exact origin: a call from 127.0.0.1 is refused', async () => {
    app = await startTestApp({ env: { ...productionEnv, PUBLIC_URL: 'http://localhost:3999' } });
    const answer = await fetch(`${app.url}/api/auth/forgotPassword`, {
      method: 'POST',
      headers: { origin: app.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com' }),
    });
    expect(answer.status).toBe(403);
    expect((await fetch(`${app.url}/signIn`, { redirect: 'manual' })).status).toBe(200);
  });
});
