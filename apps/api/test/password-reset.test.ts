import { expect, it } from 'vitest';
import { client } from './http-client.ts';
import { mailTo, password2, signedInAppPerTest, strongPassword, uniqueEmail } from './support.ts';
import { describeEachDatabase, sitePublicUrl, startTestApp } from './test-app.ts';

const linkIn = (text: string) => new RegExp(`${sitePublicUrl}/reset-password/([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

describeEachDatabase('password reset', (database) => {
  const t = signedInAppPerTest(database);

  const guest = () => client(t.app.url);
  const forgot = (to: string) => guest().post('/api/auth/forgotPassword', { email: to });
  const tokenFromMail = async () => {
    await forgot(t.email);
    return linkIn((await mailTo(t.app, t.email))[0]?.text ?? '');
  };

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const unknownEmail = uniqueEmail('nobody');
    const known = await forgot(t.email);
    const unknown = await forgot(unknownEmail);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual({ message: 'If this email exists, a reset link has been sent.' });
    expect(unknown.body).toEqual(known.body);
    expect(await mailTo(t.app, unknownEmail)).toEqual([]);
    expect(linkIn((await mailTo(t.app, t.email))[0]!.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('mails an address at most 3 reset links per 15 minutes, then tells the asker so instead of dropping silently', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await forgot(t.email)).body).toEqual({ message: 'If this email exists, a reset link has been sent.' });
    }
    const fourth = await forgot(t.email);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(
      /^A reset link was sent to this email a few minutes ago\. Please check your inbox and spam folder, or try again in 1[45] minutes\.$/,
    );
    expect(await mailTo(t.app, t.email)).toHaveLength(3);
    // Every link mailed so far still works: the owner can use any of them.
    const links = (await mailTo(t.app, t.email)).map((mail) => linkIn(mail.text));
    for (const id of links) expect((await guest().post('/api/auth/verifyResetPage', { id })).status).toBe(200);
    // The same holds for an address without an account, so the answer tells nothing.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 3; i += 1) await forgot(nobody);
    expect((await forgot(nobody)).body).toEqual(fourth.body);
  });

  it('answers before looking the account up or mailing, so a mail server that fails tells nothing', async () => {
    const failing = await startTestApp({
      database,
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
      mailRetryDelaysMs: [5],
    });
    try {
      const api = client(failing.url);
      const email = uniqueEmail();
      await api.post('/api/auth/register', { email, password: strongPassword, fullName: 'Ada' });
      const known = await api.post('/api/auth/forgotPassword', { email });
      const unknown = await api.post('/api/auth/forgotPassword', { email: uniqueEmail('nobody') });
      expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
      expect(known.status).toBe(200);
      await failing.background.idle();
    } finally {
      await failing.close();
    }
  });

  it('using one link ends every other outstanding link of the account', async () => {
    await forgot(t.email);
    await forgot(t.email);
    const [newer, older] = (await mailTo(t.app, t.email)).map((mail) => linkIn(mail.text));
    expect((await guest().post('/api/auth/reset-password', { id: newer, password: password2 })).status).toBe(200);
    const stale = await guest().post('/api/auth/reset-password', { id: older, password: 'An0ther!pass' });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('Password reset not initiated');
    expect((await guest().post('/api/auth/login', { email: t.email, password: password2 })).status).toBe(200);
  });

  it('checks the link, resets the password, ends every session, and the link works once', async () => {
    const token = await tokenFromMail();
    expect((await guest().post('/api/auth/verifyResetPage', { id: token })).status).toBe(200);
    const reset = await guest().post('/api/auth/reset-password', { id: token, password: password2 });
    expect(reset.status).toBe(200);
    expect((await t.api.get(`/api/traits/${t.userId}`)).status).toBe(401);
    expect((await guest().post('/api/auth/login', { email: t.email, password: strongPassword })).status).toBe(401);
    expect((await guest().post('/api/auth/login', { email: t.email, password: password2 })).status).toBe(200);

    const again = await guest().post('/api/auth/reset-password', { id: token, password: 'An0ther!pass' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Password reset not initiated');
    expect((await guest().post('/api/auth/verifyResetPage', { id: token })).status).toBe(400);
  });

  it("answers the product's messages for a weak or unchanged password, changing nothing", async () => {
    const token = await tokenFromMail();
    const weak = await guest().post('/api/auth/reset-password', { id: token, password: 'weakpass' });
    expect(weak.body.message).toBe(
      'Password must be at least 8 characters long, include an uppercase letter, a lowercase letter, a number, and a special character.',
    );
    const same = await guest().post('/api/auth/reset-password', { id: token, password: strongPassword });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('New password cannot be the same as the old password');
    expect((await t.api.post('/api/auth/googleAuth', {})).status).toBe(200);
    expect((await guest().post('/api/auth/verifyResetPage', { id: token })).status).toBe(200);
  });

  it('refuses a link after an hour, and a made-up one', async () => {
    const token = await tokenFromMail();
    t.clock.advance(60 * 60_000 + 1);
    const late = await guest().post('/api/auth/verifyResetPage', { id: token });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Password reset not initiated');
    expect((await guest().post('/api/auth/verifyResetPage', { id: 'x'.repeat(43) })).status).toBe(400);
  });
});
