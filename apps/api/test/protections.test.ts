import { afterEach, beforeEach, expect, it } from 'vitest';
import { client, type Client } from './http-client.ts';
import { strongPassword, uniqueEmail } from './support.ts';
import { describeEachDatabase, startTestApp, type RunningApp } from './test-app.ts';

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
