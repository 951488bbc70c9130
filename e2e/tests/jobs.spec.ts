import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { chooseStoicism } from '../support/choices.ts';
import { expect, test } from '../support/test.ts';
import { linkedPage } from '../support/whatsapp.ts';

/** Wisdom (Stoicism) about the newest contact, every '2 min' from '5 messages for testing'; answers the contact's name. */
async function scheduleStoicism(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Choose your insights' }).click();
  await chooseStoicism(page);
  const newest = page.getByRole('list', { name: 'Contacts' }).getByRole('button').first();
  const name = (await newest.locator(':scope > span').last().textContent())!.trim();
  await newest.click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Interval').selectOption({ label: '2 min' });
  await page.getByLabel('Minimum messages').selectOption({ label: '5 messages for testing' });
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return name;
}

test('a schedule runs on time with the messages sent through the phone; the jobs page shows it live, edits it and removes it', async ({
  page,
  context,
}) => {
  // The first '2 min' occurrence is 115 s after the start (zeroed to the minute): up to two minutes away.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await linkedPage(page);
  const contact = await scheduleStoicism(page);

  await page.getByRole('link', { name: 'Scheduled jobs' }).click();
  await expect(page).toHaveURL(/\/cron-jobs$/);
  const card = page.getByRole('article', { name: /^Schedule / });
  await expect(card.getByText('0.032 hours (2 min)')).toBeVisible();
  await expect(card.getByRole('tabpanel')).toContainText(contact);
  await expect(card.getByText('Not yet')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The contact writes five messages on the phone.
  const phone = await context.newPage();
  await phone.goto('/dev/phone');
  const onPhone = phone.getByRole('article').filter({ hasText: account.email });
  await onPhone.getByLabel('From').selectOption({ label: contact });
  for (let i = 1; i <= 5; i += 1) {
    // The phone page reloads after each send and keeps the chosen sender.
    await expect(onPhone.getByLabel('From').locator('option:checked')).toHaveText(contact);
    await onPhone.getByLabel('Message').fill(`Message ${i} about the weekend`);
    const reloaded = phone.waitForEvent('load');
    await onPhone.getByRole('button', { name: 'Send message' }).click();
    await expect(phone.getByRole('status')).toHaveText('Delivered');
    await reloaded;
  }

  // Home, open in another tab, waits for the run too.
  const home = await context.newPage();
  await home.goto('/home');
  const schedules = home.getByRole('region', { name: 'Your schedules' });
  await expect(schedules.getByText(`5 of 5 new messages with ${contact}`)).toBeVisible();

  // The run comes on time, the page updates by itself, and the link to the reading arrives in the own chat.
  await expect(card).toContainText('Insight ready', { timeout: 150_000 });
  // Home follows without a reload: the last reading and its link; 'Your insights' lists it.
  await expect(schedules.getByRole('link', { name: 'Open it' })).toHaveAttribute('href', /^\/result-entry\/v0-4\//);
  await home.getByRole('region', { name: 'Your insights' }).getByRole('link', { name: 'Your insights' }).click();
  await expect(home.getByRole('link', { name: /^Wisdom/ })).toContainText('Stoicism');
  await home.close();
  await expect(card.getByRole('link', { name: 'Open the insight' })).toBeVisible();
  await expect(card.getByText(/Last Failure/)).toHaveCount(0);
  await phone.reload();
  const link = onPhone.getByRole('link', { name: /\/result-entry\/v0-4\/[A-Za-z0-9_-]{22}$/ });
  await expect(link).toHaveCount(1);
  expect(new URL((await link.getAttribute('href'))!).pathname).toMatch(/^\/result-entry\/v0-4\//);

  await card.getByRole('button', { name: /^Edit schedule / }).click();
  const dialog = page.getByRole('dialog', { name: /^Editing Schedule for: / });
  await dialog.getByLabel('Interval').selectOption({ label: 'Daily' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule updated successfully')).toBeVisible();
  // On a phone the toast comes up from the bottom: it covers neither the banner nor the header.
  const toast = await page.locator('.Toastify__toast').filter({ hasText: 'Schedule updated successfully' }).boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  expect(toast!.y).toBeGreaterThan(header!.y + header!.height);
  await expect(card.getByText('24 hours (Daily)')).toBeVisible();

  await card.getByRole('button', { name: /^Remove schedule / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove schedule' }).click();
  await expect(page.getByText('Schedule deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No active scheduled wisdom jobs.' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
