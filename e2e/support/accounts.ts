import { expect, type Page } from '@playwright/test';
import { baseURL } from './base-url.ts';
import { seedSession } from './session.ts';

export interface Account {
  userId: string;
  name: string;
  email: string;
  password: string;
}

let counter = 0;
/** A fresh identity per call, so journeys never share accounts. */
export function newPerson(name = 'Ada Lovelace'): Omit<Account, 'userId'> {
  counter += 1;
  return { name, email: `ada.${Date.now()}.${counter}@example.com`, password: 'Str0ng!pass' };
}

/**
 * Registers, signs in and verifies an account through the real server's API, in the page's browser
 * context (so the session cookie is the page's). For journeys whose subject is not the auth screens.
 */
export async function createVerifiedAccount(page: Page, person = newPerson(), origin = baseURL): Promise<Account> {
  const headers = { origin };
  const api = page.request;
  expect(
    (
      await api.post(`${origin}/api/auth/register`, {
        data: { fullName: person.name, email: person.email, password: person.password },
        headers,
      })
    ).status(),
  ).toBe(201);
  const login = await api.post(`${origin}/api/auth/login`, { data: { email: person.email, password: person.password }, headers });
  expect(login.ok()).toBe(true);
  const { userId } = (await login.json()) as { userId: string };
  expect((await api.post(`${origin}/api/verifyEmail/requestEmailCode`, { data: { userId }, headers })).ok()).toBe(true);
  const code = await readMailedCode(page, person.email, origin);
  expect((await api.post(`${origin}/api/verifyEmail/verifyCode`, { data: { userId, verificationCode: code }, headers })).ok()).toBe(true);
  return { ...person, userId };
}

/** Fills and sends the Register form, as a person would. */
export async function registerOnScreen(page: Page, person: { name: string; email: string; password: string }): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** What a new person does: registers on screen, verifies with the mailed code, and lands on /whatsappLogin. */
export async function signUpOnScreen(page: Page, person = newPerson()): Promise<Omit<Account, 'userId'>> {
  await registerOnScreen(page, person);
  await page.getByRole('button', { name: 'Send OTP to your email' }).click();
  await page.getByLabel('Verification code').fill(await readMailedCode(page, person.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/whatsappLogin$/, { timeout: 10_000 });
  return person;
}

/**
 * The newest mail to `email` whose subject contains `subject`, once it has arrived: the server sends
 * mail after answering, so it can land a moment after the request that caused it.
 */
export async function latestMail(page: Page, email: string, subject: string, origin = baseURL): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = (await (await page.request.get(`${origin}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
      text: string;
    }[];
    const mail = mails[0];
    if (mail?.subject.includes(subject)) return mail;
    await page.waitForTimeout(100);
  }
  throw new Error(`No mail about '${subject}' to ${email}`);
}

export async function readMailedCode(page: Page, email: string, origin = baseURL): Promise<string> {
  const code = /code is (\d{6})/.exec((await latestMail(page, email, 'verification code', origin)).text)?.[1];
  if (!code) throw new Error(`No code in the mail to ${email}`);
  return code;
}

/**
 * A verified account whose server session is this page's, with the browser session the sign-in form
 * leaves behind (plus any extra state, e.g. a WhatsApp link this browser believes in).
 */
export async function signedInPage(
  page: Page,
  extra: Record<string, unknown> = {},
  origin = baseURL,
  person = newPerson(),
): Promise<Account> {
  const account = await createVerifiedAccount(page, person, origin);
  await seedSession(page, { authenticatedUser: true, userId: account.userId, name: account.name, email: account.email, ...extra });
  return account;
}

/** A signed-in account that has not verified its email yet, with the browser session that leaves. */
export async function unverifiedPage(page: Page, origin = baseURL): Promise<Omit<Account, 'userId'> & { userId: string }> {
  const person = newPerson();
  const headers = { origin };
  await page.request.post(`${origin}/api/auth/register`, {
    data: { fullName: person.name, email: person.email, password: person.password },
    headers,
  });
  const login = await page.request.post(`${origin}/api/auth/login`, { data: { email: person.email, password: person.password }, headers });
  const { userId } = (await login.json()) as { userId: string };
  await seedSession(page, { authenticatedUser: true, showVerifyPage: true, userId, name: person.name, email: person.email });
  return { ...person, userId };
}
