import { expect, type Page } from '@playwright/test';
import type { DevPhoneSession } from '@app/shared/contracts';
import { newPerson, signedInPage, signUpOnScreen, type Account } from './accounts.ts';
import { baseURL } from './base-url.ts';

/** The simulated phone's view of an account (local mode's /api/dev/whatsapp/sessions). */
export async function phoneSession(page: Page, email: string, origin = baseURL): Promise<DevPhoneSession | undefined> {
  const sessions = (await (await page.request.get(`${origin}/api/dev/whatsapp/sessions`)).json()) as DevPhoneSession[];
  return sessions.find((s) => s.email === email);
}

/** What a person does with their phone: scan, unlink, drop. */
export async function onPhone(page: Page, action: 'scan' | 'unlink' | 'drop' | 'refuse', email: string, origin = baseURL): Promise<void> {
  const answer = await page.request.post(`${origin}/api/dev/whatsapp/${action}`, { data: { email }, headers: { origin } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A message in the account's chat with `contactId`, from the contact (or, with `fromMe`, from the account). */
export async function phoneMessage(page: Page, email: string, contactId: string, text: string, fromMe = false, origin = baseURL) {
  const answer = await page.request.post(`${origin}/api/dev/whatsapp/messages`, {
    data: { email, contactId, text, fromMe },
    headers: { origin },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** On /whatsappLogin: press connect, wait for the QR, and scan it with the simulated phone. */
export async function scanQr(page: Page, email: string, origin = baseURL): Promise<void> {
  await page.getByRole('button', { name: 'Connect to WhatsApp Using QR' }).click();
  await expect(page.getByRole('img', { name: /WhatsApp QR code/ })).toBeVisible();
  await expect.poll(async () => (await phoneSession(page, email, origin))?.state).toBe('qr');
  await onPhone(page, 'scan', email, origin);
}

/** A verified, signed-in account whose WhatsApp is really linked (through the simulator), on /home. */
export async function linkedPage(page: Page, origin = baseURL, person = newPerson()): Promise<Account> {
  const account = await signedInPage(page, {}, origin, person);
  await page.goto(`${origin}/whatsappLogin`);
  await scanQr(page, account.email, origin);
  await page.getByRole('button', { name: 'Whatsapp Connected' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return account;
}

/** A new person from the start: signs up and verifies on screen, then links WhatsApp; on /home. */
export async function newlyLinkedPage(page: Page): Promise<Omit<Account, 'userId'>> {
  const person = await signUpOnScreen(page);
  await scanQr(page, person.email);
  await page.getByRole('button', { name: 'Whatsapp Connected' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return person;
}
