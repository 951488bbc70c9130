import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { client } from './http-client.ts';
import { mailTo, signedInAppPerTest, strongPassword } from './support.ts';
import { describeEachDatabase } from './test-app.ts';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describeEachDatabase('email verification', (database) => {
  const t = signedInAppPerTest(database);

  const requestCode = () => t.api.post('/api/verifyEmail/requestEmailCode', { userId: t.userId });
  const verify = (verificationCode: string) => t.api.post('/api/verifyEmail/verifyCode', { userId: t.userId, verificationCode });
  const latestCode = async () => codeIn((await mailTo(t.app, t.email))[0]?.text ?? '');

  it("mails a 6-digit code, answers 'Email sent successfully', and verifies the account", async () => {
    const sent = await requestCode();
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: 'Email sent successfully' });
    const [mail] = await mailTo(t.app, t.email);
    expect(mail).toMatchObject({ to: t.email, subject: 'Your Companion verification code' });
    const code = codeIn(mail!.text);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verify(code);
    expect(verified.status).toBe(200);
    const login = await client(t.app.url).post('/api/auth/login', { email: t.email, password: strongPassword });
    expect(login.body.isEmailVerified).toBe(true);
  });

  it('stores a code only as a keyed hash: a copy of the database does not give it away', async () => {
    await requestCode();
    const code = await latestCode();
    const { code_hash: stored } = await t.app.db.selectFrom('email_codes').select('code_hash').executeTakeFirstOrThrow();
    const digest = createHash('sha256').update(code).digest();
    expect(stored).not.toContain(code);
    expect([digest.toString('hex'), digest.toString('base64url'), digest.toString('base64')]).not.toContain(stored);
  });

  it('sends a new code at most every 10 seconds', async () => {
    await requestCode();
    const tooSoon = await requestCode();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Please wait 10 seconds/);
    t.clock.advance(10_000);
    expect((await requestCode()).status).toBe(200);
    expect(await mailTo(t.app, t.email)).toHaveLength(2);
  });

  it('refuses a wrong code, and after 5 wrong tries the right one too', async () => {
    await requestCode();
    const code = await latestCode();
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await verify(wrongCode);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid verification code');
    for (let i = 0; i < 4; i += 1) await verify(wrongCode);
    const locked = await verify(code);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong codes. Please request a new one.');
    t.clock.advance(10_000);
    await requestCode();
    expect((await verify(await latestCode())).status).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    await requestCode();
    const code = await latestCode();
    t.clock.advance(10 * 60_000 + 1);
    const late = await verify(code);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The verification code has expired. Please request a new one.');
  });

  it("refuses codes for another user's id and without a session", async () => {
    expect((await t.api.post('/api/verifyEmail/requestEmailCode', { userId: 'someone-else' })).status).toBe(403);
    expect(await mailTo(t.app, t.email)).toEqual([]);
    const guest = client(t.app.url);
    expect((await guest.post('/api/verifyEmail/verifyCode', { userId: t.userId, verificationCode: '123456' })).status).toBe(401);
  });
});
