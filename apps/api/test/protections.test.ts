import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client, type Client } from './http-client.ts';
import { strongPassword, uniqueEmail } from './support.ts';
import { describeEachDatabase, sitePublicUrl, startTestApp, type RunningApp } from './test-app.ts';

async function signUpAs(api: Client) {
  const email = uniqueEmail();
  await api.post('/api/auth/register', { email, password: strongPassword, fullName: 'Ada' });
  return (await api.post<{ userId: string }>('/api/auth/login', { email, password: strongPassword })).body.userId;
}

describeEachDatabase('protections', (database) => {
  let app: RunningApp;
  let api: Client;
  beforeEach(async () => {
    app = await startTestApp({ database });
    api = client(app.url);
  });
  afterEach(() => app.close());

  it('refuses state-changing calls from another origin or with none, changing nothing', async () => {
    const email = uniqueEmail();
    const body = { email, password: strongPassword, fullName: 'Ada' };
    const evil = await api.post('/api/auth/register', body, { origin: 'https://evil.example.com' });
    expect(evil.status).toBe(403);
    expect(evil.body.message).toBe('Cross-site request refused');
    const none = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(none.status).toBe(403);
    expect((await api.post('/api/auth/login', { email, password: strongPassword })).status).toBe(401);
  });

  it('checks the Origin of the route the router matched, however its path is spelled', async () => {
    const userId = await signUpAs(api);
    for (const path of ['/%61pi/auth/logout', '/api/auth/%6Cogout', '/%61%70%69/auth/logout']) {
      const answer = await api.post(path, { userId }, { origin: 'https://evil.example.com' });
      expect(`${path} ${answer.status}`).toBe(`${path} 403`);
    }
    // The same spelling from the site itself reaches the route: the refusal above was the Origin check.
    expect((await api.post('/%61pi/auth/logout', { userId })).status).toBe(200);
  });

  it('limits registrations per address', async () => {
    const answers = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push((await api.post('/api/auth/register', { email: uniqueEmail(), password: strongPassword, fullName: 'Ada' })).status);
    }
    expect(answers.slice(0, 20).every((s) => s === 201)).toBe(true);
    const last = await api.post('/api/auth/register', { email: uniqueEmail(), password: strongPassword, fullName: 'Ada' });
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many requests\. Please try again in/);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const answer = await api.post('/api/auth/login', '{"email":', {});
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The request body is not valid JSON');
  });
});

describe('the client address behind a proxy', () => {
  let app: RunningApp | undefined;
  afterEach(() => app?.close());

  /** 31 sign-in calls, each claiming another address; the limit is 30 a minute per address. */
  const rotatingForwardedFor = async (target: RunningApp) => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const answer = await fetch(`${target.url}/api/auth/login`, {
        method: 'POST',
        headers: { origin: sitePublicUrl, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: '{}',
      });
      statuses.push(answer.status);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For by default, so rotating it does not escape the per-address limit', async () => {
    app = await startTestApp();
    expect((await rotatingForwardedFor(app)).at(-1)).toBe(429);
  });

  it('takes the address from the proxies TRUST_PROXY names', async () => {
    app = await startTestApp({ env: { TRUST_PROXY: '1' } });
    expect(await rotatingForwardedFor(app)).not.toContain(429);
    await app.close();
    app = await startTestApp({ env: { TRUST_PROXY: '10.9.9.9' } });
    expect((await rotatingForwardedFor(app)).at(-1)).toBe(429);
  });
});
