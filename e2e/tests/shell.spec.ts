import { expect, test } from '../support/test.ts';
import { signedInPage } from '../support/accounts.ts';
import { linkedPage } from '../support/whatsapp.ts';
import { seedSession, signedInWithWhatsapp } from '../support/session.ts';
import { axeViolations } from '../support/axe.ts';

test('Logout from the header ends the session on the server and in the browser; a reload stays signed out', async ({ page }) => {
  const account = await signedInPage(page);
  await page.goto('/cron-jobs');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: account.name }).click();
  // Not connected to WhatsApp: only Logout is offered.
  await expect(header.getByRole('button', { name: 'Remove Whatsapp' })).toHaveCount(0);
  await header.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/signIn$/);
  await expect(header.getByRole('button', { name: account.name })).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/\/signIn$/);
  await page.goto('/cron-jobs');
  await expect(page).toHaveURL(/\/signIn$/);
  // The server forgot the session too: the cookie no longer opens anything.
  expect((await page.request.get(`/api/traits/${account.userId}`)).status()).toBe(401);
});

test("the header is absent on a 'wisdom-result' page and present elsewhere", async ({ page }) => {
  await linkedPage(page);
  await page.goto('/wisdom-result/v0-4/some-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/cron-jobs');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a browser whose server session is gone is signed out when its socket is refused', async ({ page }) => {
  // A session this browser remembers, but no cookie the server knows (expired, or ended elsewhere).
  await seedSession(page, signedInWithWhatsapp);
  await page.goto('/cron-jobs');
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByRole('banner').getByRole('button', { name: signedInWithWhatsapp.name })).toHaveCount(0);
});

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`axe finds nothing on the header, its menu and the Remove WhatsApp dialog (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const account = await linkedPage(page);
    await page.goto('/cron-jobs');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: account.name }).click();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await axeViolations(page, 'header')).toEqual([]);

    await header.getByRole('button', { name: 'Remove Whatsapp' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove WhatsApp Connection' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    // The header fits a 360 px phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}
