import { loginAnswerSchema } from '@app/shared/contracts';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { client, type Client } from './http-client.ts';
import { mailTo, signUp, signUpVerified, strongPassword, uniqueEmail } from './support.ts';
import { describeEachDatabase, manualClock, startTestApp, type ManualClock, type RunningApp } from './test-app.ts';

const hour = 3_600_000;

describeEachDatabase('accounts', (database) => {
  let app: RunningApp;
  let api: Client;
  let clock: ManualClock;
  beforeEach(async () => {
    clock = manualClock();
    app = await startTestApp({ database, clock });
    api = client(app.url);
  });
  afterEach(() => app.close());

  it('registers a new account with 201 and a message', async () => {
    const answer = await api.post('/api/auth/register', { email: uniqueEmail(), password: strongPassword, fullName: 'Ada Lovelace' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: 'Registration successful! Please verify your email.' });
  });

  it('answers a taken email exactly as a new one, changes nothing, and tells the owner by mail', async () => {
    const email = uniqueEmail();
    await api.post('/api/auth/register', { email, password: strongPassword, fullName: 'Ada' });
    const usersBefore = await app.db.selectFrom('users').selectAll().execute();
    const fresh = await api.post('/api/auth/register', { email: uniqueEmail('new'), password: strongPassword, fullName: 'Eve' });
    const again = await api.post('/api/auth/register', { email: email.toUpperCase(), password: 'An0ther!pass', fullName: 'Eve' });
    expect([again.status, again.body]).toEqual([fresh.status, fresh.body]);
    const [notice, ...others] = await mailTo(app, email);
    expect(others).toEqual([]);
    expect(notice?.subject).toBe('Someone tried to register with your email');
    expect(notice?.text).toContain('Hi Ada,');
    expect(notice?.text).toContain('/forgotPassword');
    // The owner's account is untouched: the old password still signs in, the new one does not.
    expect(await app.db.selectFrom('users').selectAll().where('email', '=', email).execute()).toEqual(
      usersBefore.filter((u) => u.email === email),
    );
    expect((await api.post('/api/auth/login', { email, password: 'An0ther!pass' })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email, password: strongPassword })).status).toBe(200);
    // Mail bombing through registration: at most one notice an hour.
    await api.post('/api/auth/register', { email, password: strongPassword, fullName: 'Eve' });
    expect(await mailTo(app, email)).toHaveLength(1);
  });

  it("answers the product's strength message for a weak password, and names bad fields", async () => {
    const weak = await api.post('/api/auth/register', { email: uniqueEmail(), password: 'password', fullName: 'Ada' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character',
    );
    const bad = await api.post('/api/auth/register', { email: 'not-an-email', password: strongPassword, fullName: 'A' });
    expect(bad.status).toBe(400);
    expect((bad.body.issues as { path: string }[]).map((i) => i.path).sort()).toEqual(['email', 'fullName']);
  });

  it('refuses names with control, direction or only invisible characters, creating nothing', async () => {
    const register = (fullName: string) => api.post('/api/auth/register', { email: uniqueEmail(), password: strongPassword, fullName });
    for (const name of ['Ada\u202Egnp.exe', 'Ada\u0000', 'Ada\u001B[2J']) {
      const answer = await register(name);
      expect([answer.status, answer.body.message]).toEqual([400, 'Full name cannot contain control or text-direction characters']);
    }
    const invisible = await register('\u200B\u200B\u200B');
    expect([invisible.status, invisible.body.message]).toEqual([400, 'Full name must contain visible characters']);
    expect(await app.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('keeps at most 20 live sessions per account, ending the oldest', async () => {
    const email = uniqueEmail();
    await signUp(api, email);
    const first = api.cookie;
    for (let i = 0; i < 20; i += 1) {
      clock.advance(1000);
      expect((await client(app.url).post('/api/auth/login', { email, password: strongPassword })).status).toBe(200);
    }
    const sessions = await app.db.selectFrom('sessions').select('id').execute();
    expect(sessions).toHaveLength(20);
    api.cookie = first;
    expect((await api.post('/api/auth/googleAuth', {})).status).toBe(401);
  });

  it("signs in with the product's answer and an httpOnly, SameSite=Lax browser-session cookie", async () => {
    const email = uniqueEmail();
    await api.post('/api/auth/register', { email, password: strongPassword, fullName: 'Ada Lovelace' });
    const login = await api.post('/api/auth/login', { email, password: strongPassword });
    expect(login.status).toBe(200);
    expect(loginAnswerSchema.parse(login.body)).toMatchObject({ name: 'Ada Lovelace', email, isEmailVerified: false });
    expect(login.setCookie).toMatch(/^companion_session=[A-Za-z0-9_-]{43};/);
    expect(login.setCookie).toMatch(/HttpOnly/);
    expect(login.setCookie).toMatch(/SameSite=Lax/);
    expect(login.setCookie).toMatch(/Path=\//);
    expect(login.setCookie).not.toMatch(/Max-Age|Expires|Secure/);
  });

  it('hands the browser a device cookie for the account (httpOnly, strict, only for sign-in calls)', async () => {
    const email = uniqueEmail();
    await api.post('/api/auth/register', { email, password: strongPassword, fullName: 'Ada Lovelace' });
    const login = await api.post('/api/auth/login', { email, password: strongPassword });
    const device = login.setCookies.find((line) => line.startsWith('companion_device='));
    expect(device).toMatch(/^companion_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43};/);
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Strict/);
    expect(device).toMatch(/Path=\/api\/auth/);
  });

  it("'remember me' gives a 30-day persistent cookie", async () => {
    const email = uniqueEmail();
    await api.post('/api/auth/register', { email, password: strongPassword, fullName: 'Ada' });
    const login = await api.post('/api/auth/login', { email, password: strongPassword, rememberMe: true });
    expect(login.setCookie).toMatch(/Max-Age=2592000;/);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const email = uniqueEmail();
    await api.post('/api/auth/register', { email, password: strongPassword, fullName: 'Ada' });
    const wrong = await api.post('/api/auth/login', { email, password: 'Wr0ng!pass' });
    const unknown = await api.post('/api/auth/login', { email: uniqueEmail('nobody'), password: strongPassword });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password.');
    expect(wrong.setCookie).toBeNull();
  });

  it('reads traits and events of the signed-in, verified user only', async () => {
    const email = uniqueEmail();
    const userId = await signUp(api, email);
    expect((await api.get(`/api/traits/${userId}`)).body).toEqual({ message: 'Please verify your email first.' });
    expect((await api.get(`/api/user-events/${userId}`)).status).toBe(403);
    const code = await api.post('/api/verifyEmail/requestEmailCode', { userId });
    expect(code.status).toBe(200);
    const sent = /\b(\d{6})\b/.exec((await mailTo(app, email))[0]!.text)![1];
    expect((await api.post('/api/verifyEmail/verifyCode', { userId, verificationCode: sent })).status).toBe(200);
    expect((await api.get(`/api/traits/${userId}`)).body).toEqual({ success: true, existingTraits: [] });
    expect((await api.get(`/api/user-events/${userId}`)).body).toEqual({ success: true, events: [] });
    const other = await api.get('/api/traits/someone-else');
    expect(other.status).toBe(403);
    api.cookie = undefined;
    expect((await api.get(`/api/traits/${userId}`)).status).toBe(401);
  });

  it('logs out: the session is deleted and the cookie cleared', async () => {
    const userId = await signUp(api, uniqueEmail());
    const cookie = api.cookie;
    const logout = await api.post('/api/auth/logout', { userId });
    expect(logout.status).toBe(200);
    expect(logout.setCookie).toMatch(/companion_session=;/);
    api.cookie = cookie;
    expect((await api.get(`/api/traits/${userId}`)).status).toBe(401);
    expect((await api.post('/api/auth/logout', { userId })).status).toBe(401);
  });

  it("refuses to log out another user's id and changes nothing", async () => {
    const userId = await signUpVerified(app, api, uniqueEmail());
    const other = client(app.url);
    const otherId = await signUpVerified(app, other, uniqueEmail('eve'));
    expect((await api.post('/api/auth/logout', { userId: otherId })).status).toBe(403);
    expect((await other.get(`/api/traits/${otherId}`)).status).toBe(200);
    expect((await api.get(`/api/traits/${userId}`)).status).toBe(200);
  });

  it('ends a browser-session login after a day and a remembered one after 30 days', async () => {
    const userId = await signUpVerified(app, api, uniqueEmail());
    const remembered = client(app.url);
    const email = uniqueEmail('grace');
    await signUpVerified(app, remembered, email, { remember: true });
    const { body } = await remembered.post<{ userId: string }>('/api/auth/login', { email, password: strongPassword, rememberMe: true });

    clock.advance(23 * hour);
    expect((await api.get(`/api/traits/${userId}`)).status).toBe(200);
    clock.advance(2 * hour);
    expect((await api.get(`/api/traits/${userId}`)).status).toBe(401);
    expect((await remembered.get(`/api/traits/${body.userId}`)).status).toBe(200);
    clock.advance(30 * 24 * hour);
    expect((await remembered.get(`/api/traits/${body.userId}`)).status).toBe(401);
  });
});
