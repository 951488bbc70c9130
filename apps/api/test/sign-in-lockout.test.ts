import { afterEach, beforeEach, expect, it } from 'vitest';
import { client, type Client } from './http-client.ts';
import { mailTo, password2, strongPassword, uniqueEmail } from './support.ts';
import { describeEachDatabase, sitePublicUrl, startTestApp, type RunningApp } from './test-app.ts';

const wrong = 'Wr0ng!pass';

describeEachDatabase('sign-in lockout: the attacker is held back, the owner is not', (database) => {
  let app: RunningApp;
  let owner: Client;
  let email: string;
  beforeEach(async () => {
    app = await startTestApp({ database });
    owner = client(app.url);
    email = uniqueEmail();
    await owner.post('/api/auth/register', { email, password: strongPassword, fullName: 'Ada' });
  });
  afterEach(() => app.close());

  /** A sign-in from a browser with no cookies, from `address`. */
  const fromAddress = async (address: string, password: string, to = email) => {
    const answer = await app.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: { origin: sitePublicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: to, password }),
    });
    return { status: answer.statusCode, message: answer.json<{ message?: string }>().message };
  };
  const guessFromManyAddresses = async (count: number, to = email) => {
    for (let i = 0; i < count; i += 1) expect((await fromAddress(`203.0.113.${i + 1}`, wrong, to)).status).toBe(401);
  };

  it('ten guesses from ten addresses lock the account for new browsers, and the owner still signs in from theirs', async () => {
    expect((await owner.post('/api/auth/login', { email, password: strongPassword })).status).toBe(200);
    await guessFromManyAddresses(10);
    const attacker = await fromAddress('198.51.100.7', strongPassword);
    expect(attacker.status).toBe(429);
    expect(attacker.message).toMatch(
      /^Too many failed sign-ins for this email\. Please try again in 15 minutes, sign in from a browser you have used before, or reset your password\.$/,
    );
    for (let i = 0; i < 3; i += 1) expect((await owner.post('/api/auth/login', { email, password: strongPassword })).status).toBe(200);
  });

  it('an email without an account locks the same way, so the lockout tells nothing', async () => {
    const nobody = uniqueEmail('nobody');
    await guessFromManyAddresses(10, nobody);
    await guessFromManyAddresses(10);
    expect(await fromAddress('198.51.100.7', strongPassword, nobody)).toEqual(await fromAddress('198.51.100.7', strongPassword));
  });

  it('one address guessing one account is stopped after five failures; other addresses are not', async () => {
    for (let i = 0; i < 5; i += 1) expect((await fromAddress('198.51.100.9', wrong)).status).toBe(401);
    const stopped = await fromAddress('198.51.100.9', strongPassword);
    expect(stopped.status).toBe(429);
    expect(stopped.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
    expect((await fromAddress('198.51.100.10', strongPassword)).status).toBe(200);
  });

  it("the owner's browser failing repeatedly itself stops being trusted", async () => {
    expect((await owner.post('/api/auth/login', { email, password: strongPassword })).status).toBe(200);
    await guessFromManyAddresses(10);
    for (let i = 0; i < 10; i += 1) expect((await owner.post('/api/auth/login', { email, password: wrong })).status).toBe(401);
    expect((await owner.post('/api/auth/login', { email, password: strongPassword })).status).toBe(429);
  });

  it('a device cookie for another account, or a forged one, earns no trust', async () => {
    const other = uniqueEmail('eve');
    await owner.post('/api/auth/register', { email: other, password: strongPassword, fullName: 'Eve' });
    expect((await owner.post('/api/auth/login', { email: other, password: strongPassword })).status).toBe(200);
    await guessFromManyAddresses(10);
    expect((await owner.post('/api/auth/login', { email, password: strongPassword })).status).toBe(429);
    const forged = `companion_device=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    expect((await owner.post('/api/auth/login', { email, password: strongPassword }, { cookie: forged })).status).toBe(429);
  });

  it('a password reset from a new browser lifts the lockout', async () => {
    await guessFromManyAddresses(10);
    const fresh = client(app.url);
    expect((await fresh.post('/api/auth/login', { email, password: strongPassword })).status).toBe(429);
    expect((await fresh.post('/api/auth/forgotPassword', { email })).status).toBe(200);
    const id = /reset-password\/([A-Za-z0-9_-]+)/.exec((await mailTo(app, email))[0]!.text)![1];
    expect((await fresh.post('/api/auth/reset-password', { id, password: password2 })).status).toBe(200);
    expect((await fresh.post('/api/auth/login', { email, password: password2 })).status).toBe(200);
  });
});
