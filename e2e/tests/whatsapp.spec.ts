import { expect, test } from '../support/test.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPerson, readMailedCode, registerOnScreen, signedInPage } from '../support/accounts.ts';
import { startApi } from '../support/processes.ts';
import { linkedPage, onPhone, phoneSession, scanQr } from '../support/whatsapp.ts';
import { axeViolations } from '../support/axe.ts';

test('a new user registers, verifies, links WhatsApp by QR, watches the sync and lands home; the welcome is in their own chat', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const person = newPerson('Mary Jackson');
  await registerOnScreen(page, person);
  await page.getByRole('button', { name: 'Send OTP to your email' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();
  await page.getByLabel('Verification code').fill(await readMailedCode(page, person.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/whatsappLogin$/, { timeout: 10_000 });

  await expect(page.getByRole('complementary', { name: 'Privacy' })).toContainText('we never store your chat history');
  await page.getByRole('button', { name: 'Connect to WhatsApp Using QR' }).click();
  const qr = page.getByRole('img', { name: /WhatsApp QR code/ });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.getByRole('button', { name: 'Connect to WhatsApp Using QR' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('session is already running, Please scan the QR code to continue!');
  expect(await axeViolations(page)).toEqual([]);

  await expect.poll(async () => (await phoneSession(page, person.email))?.state).toBe('qr');
  await onPhone(page, 'scan', person.email);
  for (const label of ['Logging in...', 'Syncing Whatsapp...', 'Completing Sync...', 'Completed! Redirecting...']) {
    await expect(page.getByText(label)).toBeVisible({ timeout: 6000 });
  }
  await expect(page.getByRole('progressbar', { name: 'Linking WhatsApp' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}!` })).toBeVisible();
  await expect(page.getByText(/soon receive a message from our chatbot/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await expect
    .poll(async () => (await phoneSession(page, person.email))?.ownChat.map((m) => m.text))
    .toEqual([expect.stringContaining('Welcome to Companion')]);
  // Reloading keeps the link: the header's check says it is active.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}!` })).toBeVisible();
});

test('Remove WhatsApp from the header: the dialog, then /home sends the user to the connect page, and the phone is unlinked', async ({
  page,
}) => {
  const account = await linkedPage(page);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: account.name }).click();
  await header.getByRole('button', { name: 'Remove Whatsapp' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove WhatsApp Connection' });
  await dialog.getByRole('button', { name: 'Remove WhatsApp' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/whatsappLogin$/);
  await expect.poll(async () => (await phoneSession(page, account.email))?.state).toBeUndefined();
  await page.reload();
  await expect(page).toHaveURL(/\/whatsappLogin$/);
});

test('removing the linked device on the phone takes the user back to the connect page', async ({ page }) => {
  const account = await linkedPage(page);
  await onPhone(page, 'unlink', account.email);
  await expect(page).toHaveURL(/\/whatsappLogin$/);
  await page.getByRole('button', { name: 'Connect to WhatsApp Using QR' }).click();
  // Unlinked for real: the server offers a fresh QR, not the old link.
  await expect(page.getByRole('img', { name: /WhatsApp QR code/ })).toBeVisible();
});

test('the header keeps a linked account connected; a dropped connection comes back on its own', async ({ page }) => {
  const account = await linkedPage(page);
  await onPhone(page, 'drop', account.email);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeVisible();
  await expect.poll(async () => (await phoneSession(page, account.email))?.state, { timeout: 10_000 }).toBe('open');
});

test('when WhatsApp refuses the connection while linking, the page starts the session again by itself', async ({ page }) => {
  const account = await signedInPage(page);
  await page.goto('/whatsappLogin');
  await page.getByRole('button', { name: 'Connect to WhatsApp Using QR' }).click();
  const qr = page.getByRole('img', { name: /WhatsApp QR code/ });
  const first = await qr.getAttribute('src');
  await expect.poll(async () => (await phoneSession(page, account.email))?.state).toBe('qr');
  await onPhone(page, 'refuse', account.email);
  await expect(qr).not.toHaveAttribute('src', first ?? '');
  await expect(qr).toBeVisible();
  await expect.poll(async () => (await phoneSession(page, account.email))?.state).toBe('qr');
  await onPhone(page, 'scan', account.email);
  await expect(page.getByText('Logging in...')).toBeVisible();
});

test('a person can play the phone on /dev/phone: scan the QR, then receive a message', async ({ page, context }) => {
  const account = await signedInPage(page);
  await page.goto('/whatsappLogin');
  await page.getByRole('button', { name: 'Connect to WhatsApp Using QR' }).click();
  await expect(page.getByRole('img', { name: /WhatsApp QR code/ })).toBeVisible();

  const phone = await context.newPage();
  await phone.goto('/dev/phone');
  const card = phone.getByRole('article').filter({ hasText: account.email });
  await card.getByRole('button', { name: 'Scan QR code' }).click();
  await expect(page.getByText('Logging in...')).toBeVisible();
  await expect(card.getByText('State: open')).toBeVisible({ timeout: 5000 });
  await card.getByLabel('Message').fill('Are we still on for Friday?');
  // The page reloads itself after an action that worked (to show the new state).
  const reloaded = phone.waitForEvent('load');
  await card.getByRole('button', { name: 'Send message' }).click();
  await expect(phone.getByRole('status')).toHaveText('Delivered');
  await reloaded;
  expect(await axeViolations(phone)).toEqual([]);
});

test.describe('with its own server', () => {
  let dir: string;
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'companion-e2e-'));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('the link survives a restart of the api: the user is still connected afterwards', async ({ page }) => {
    test.setTimeout(60_000);
    const env = { SQLITE_FILE: join(dir, 'restart.sqlite'), WA_CREDENTIALS_KEY_FILE: join(dir, 'wa.key') };
    let api = await startApi(env);
    try {
      const account = await linkedPage(page, api.url);
      await api.stop();
      api = await startApi(env, { port: api.port });
      await expect.poll(async () => (await phoneSession(page, account.email, api.url))?.state, { timeout: 10_000 }).toBe('open');
      // The header asks the server whether the link is still open; its answer must not send the user away.
      const sessionCheckAnswered = page
        .waitForEvent('websocket')
        .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => /^43\d+\[true\]$/.test(String(frame.payload)) }));
      await page.reload();
      await expect(page.getByRole('heading', { name: `Welcome, ${account.name}!` })).toBeVisible();
      await sessionCheckAnswered;
      await expect(page).toHaveURL(/\/home$/);
    } finally {
      await api.stop();
    }
  });

  test('nobody scans: the QR times out and the page says so (short timings through configuration)', async ({ page }) => {
    const api = await startApi({ WA_SIM_FIRST_QR_MS: '1500', WA_SIM_NEXT_QR_MS: '1000', WA_SIM_QR_REFS: '2' });
    try {
      const account = await signedInPage(page, {}, api.url);
      await page.goto(`${api.url}/whatsappLogin`);
      await page.getByRole('button', { name: 'Connect to WhatsApp Using QR' }).click();
      await expect(page.getByRole('img', { name: /WhatsApp QR code/ })).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('QR Code Timeout! Please try again', { timeout: 10_000 });
      await expect(page.getByRole('img', { name: /WhatsApp QR code/ })).toHaveCount(0);
      // Trying again works.
      await scanQr(page, account.email, api.url);
      await expect(page.getByText('Logging in...')).toBeVisible();
    } finally {
      await api.stop();
    }
  });
});
