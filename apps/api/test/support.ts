import { afterEach, beforeEach, expect } from 'vitest';
import { client, type Client } from './http-client.ts';
import { manualClock, startTestApp, type DatabaseKind, type ManualClock, type RunningApp } from './test-app.ts';

export const strongPassword = 'Str0ng!pass';
export const password2 = 'N3w!password';

let counter = 0;
export const uniqueEmail = (name = 'ada') => `${name}.${Date.now().toString(36)}${(counter += 1)}@example.com`;

/** Registers and signs in; returns the user's id. */
export async function signUp(api: Client, email: string, options: { remember?: boolean; name?: string } = {}): Promise<string> {
  const registered = await api.post('/api/auth/register', { email, password: strongPassword, fullName: options.name ?? 'Ada Lovelace' });
  expect(registered.status).toBe(201);
  const login = await api.post<{ userId: string }>('/api/auth/login', {
    email,
    password: strongPassword,
    rememberMe: options.remember ?? false,
  });
  expect(login.status).toBe(200);
  return login.body.userId;
}

interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** The dev mailbox as a person would read it, newest first, once the mail under way has gone out. */
export async function mailTo(app: RunningApp, email: string): Promise<DevMail[]> {
  await app.background.idle();
  const response = await fetch(`${app.url}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as DevMail[];
}

/** Proves the signed-in user's email as a person does: ask for a code, read it in the mailbox, type it. */
export async function verifyEmail(app: RunningApp, api: Client, userId: string, email: string): Promise<void> {
  expect((await api.post('/api/verifyEmail/requestEmailCode', { userId })).status).toBe(200);
  const code = /\b(\d{6})\b/.exec((await mailTo(app, email))[0]?.text ?? '')?.[1];
  expect((await api.post('/api/verifyEmail/verifyCode', { userId, verificationCode: code })).status).toBe(200);
}

/** Registers, signs in and verifies the email: a user past the verify screen. Returns the user's id. */
export async function signUpVerified(app: RunningApp, api: Client, email: string, options: { remember?: boolean; name?: string } = {}) {
  const userId = await signUp(api, email, options);
  await verifyEmail(app, api, userId, email);
  return userId;
}

/** Per test: a fresh app on `database` with one registered, signed-in user. */
export function signedInAppPerTest(database: DatabaseKind) {
  const t = {} as { app: RunningApp; api: Client; email: string; userId: string; clock: ManualClock };
  beforeEach(async () => {
    t.clock = manualClock();
    t.app = await startTestApp({ database, clock: t.clock });
    t.api = client(t.app.url);
    t.email = uniqueEmail();
    t.userId = await signUp(t.api, t.email);
  });
  afterEach(() => t.app.close());
  return t;
}
