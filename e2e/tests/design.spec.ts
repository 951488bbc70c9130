import { createVerifiedAccount, latestMail, newPerson, registerOnScreen, signedInPage, unverifiedPage } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { baseURL } from '../support/base-url.ts';
import { expect, test, type Page } from '../support/test.ts';
import { linkedPage, onPhone, phoneSession } from '../support/whatsapp.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** The page's heading and the first card under it start at the same left edge. */
async function headingAlignedWithCard(page: Page) {
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const card = await page.locator('main section').first().boundingBox();
  expect(heading && card && Math.abs(heading.x - card.x)).toBeLessThanOrEqual(1);
}

const inViewport = (page: Page, box: { y: number; height: number } | null) =>
  box !== null && box.y >= 0 && box.y + box.height <= (page.viewportSize()?.height ?? 0);

test('desktop: the whole QR is on screen when it appears, beside the steps; the heading lines up with the cards', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signedInPage(page);
  await page.goto('/whatsappLogin');
  await expect(page).toHaveTitle('Connect WhatsApp · Companion');
  await headingAlignedWithCard(page);
  await page.getByRole('button', { name: 'Connect to WhatsApp Using QR' }).click();
  const qr = page.getByRole('img', { name: /WhatsApp QR code/ });
  await expect(qr).toBeVisible();
  expect(inViewport(page, await qr.boundingBox())).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText('Waiting for you to scan')).toBeVisible();
  const steps = await page.getByRole('heading', { name: 'How to link' }).boundingBox();
  expect(steps!.x).toBeLessThan((await qr.boundingBox())!.x);
});

test('phone: the code comes first and is scrolled into view; a refusal says why; keyboard alone links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  const account = await signedInPage(page);
  await page.goto('/whatsappLogin');
  // Keyboard only: Tab to the button and press Enter.
  const connect = page.getByRole('button', { name: 'Connect to WhatsApp Using QR' });
  await expect(connect).toBeEnabled();
  for (let i = 0; i < 20 && !(await connect.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(connect).toBeFocused();
  await page.keyboard.press('Enter');
  const qr = page.getByRole('img', { name: /WhatsApp QR code/ });
  await expect(qr).toBeVisible();
  await expect.poll(async () => inViewport(page, await qr.boundingBox())).toBe(true);
  const stepsBox = await page.getByRole('heading', { name: 'How to link' }).boundingBox();
  expect(stepsBox!.y).toBeGreaterThan((await qr.boundingBox())!.y);

  await expect.poll(async () => (await phoneSession(page, account.email))?.state).toBe('qr');
  await onPhone(page, 'refuse', account.email);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('WhatsApp refused the connection, so a new code is on its way.');
  await expect(qr).toBeVisible();
  await expect(page.getByText('Waiting for you to scan')).toBeVisible();
});

test('the menu and the Remove WhatsApp dialog work with the keyboard alone, and say what happened', async ({ page }) => {
  await page.setViewportSize(phone);
  const account = await linkedPage(page);
  const menu = page.getByRole('banner').getByRole('button', { name: account.name });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('WhatsApp connected')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Your insights' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove Whatsapp' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Remove WhatsApp Connection' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // The page behind is inert: Tab stays in the dialog.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(menu).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove Whatsapp' })).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Remove WhatsApp' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('WhatsApp removed. Companion can no longer read or send your messages; link it again at any time.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/whatsappLogin$/);
});

test('a toast ends on the second page after the one that raised it', async ({ page }) => {
  const person = newPerson();
  await page.clock.install();
  await registerOnScreen(page, person);
  await expect(page).toHaveURL(/\/verifyEmail$/);
  const toast = page.locator('.Toastify__toast');
  await expect(toast).toHaveCount(1);
  // A person reads the page before acting (page changes within half a second are one move).
  await page.clock.fastForward(1000);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(toast).toHaveCount(0);
});

/** The page is titled, axe finds nothing, and nothing scrolls sideways. */
async function check(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} · Companion`);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const [size, viewport] of Object.entries({ phone, desktop })) {
  test.describe(`every screen at ${size} size is titled and axe-clean`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('guest screens', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/signIn');
      await expect(page.getByRole('heading', { name: 'Welcome to Companion' })).toBeVisible();
      await check(page, 'Sign in');
      if (size === 'desktop') await headingAlignedWithCard(page);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await check(page, 'Sign in');
      await page.goto('/register');
      await expect(page.getByText(/At least 8 characters/)).toBeVisible();
      await check(page, 'Create your account');
      await page.goto('/forgotPassword');
      await check(page, 'Forgot password');
      await page.goto('/no/such/page');
      await check(page, 'Page not found');
      const account = await createVerifiedAccount(page, newPerson());
      await page.request.post('/api/auth/forgotPassword', { data: { email: account.email }, headers: { origin: baseURL } });
      const link = /https?:\/\/\S+\/reset-password\/\S+/.exec((await latestMail(page, account.email, 'Reset your')).text)![0];
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('textbox', { name: 'New Password' })).toBeVisible();
      await check(page, 'Reset password');
    });

    test('verify email', async ({ page }) => {
      await unverifiedPage(page);
      await page.goto('/verifyEmail');
      await expect(page.getByText(/we will send a 6-digit code to/)).toBeVisible();
      await check(page, 'Verify your email');
    });

    test('signed-in screens', async ({ page }) => {
      await linkedPage(page);
      await check(page, 'Home');
      await page.goto('/whatsappLogin');
      await expect(page.getByRole('button', { name: 'Connect to WhatsApp Using QR' })).toBeEnabled();
      await check(page, 'Connect WhatsApp');
    });
  });
}
