import { accountMessages } from '@app/shared/constants';
import { readFileSync } from 'node:fs';
import { signedInPage } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { baseURL } from '../support/base-url.ts';
import { chooseStoicism } from '../support/choices.ts';
import { expect, test } from '../support/test.ts';
import { newlyLinkedPage, phoneSession } from '../support/whatsapp.ts';

test.use({ viewport: { width: 390, height: 844 } });

const notFound = 'This result does not exist, or it belongs to another account.';

test('a person downloads their data, deletes their account, and nothing of it answers any more', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const person = await newlyLinkedPage(page);

  // A schedule, and a reading made from the phone's conversations as a run would make it.
  await page.getByRole('link', { name: 'Choose your insights' }).click();
  await chooseStoicism(page);
  await page.getByRole('list', { name: 'Contacts' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const made = await page.request.post(`${baseURL}/api/dev/results`, { data: { email: person.email }, headers: { origin: baseURL } });
  expect(made.ok()).toBe(true);
  const resultPath = new URL(((await made.json()) as { url: string }).url).pathname;
  await page.goto(resultPath);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${person.name}` })).toBeVisible();

  // Download my data: one JSON file that holds the schedule and the reading.
  await page.getByRole('button', { name: person.name }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^companion-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { email: string };
    schedules: { wisdom: { philosophies: string[]; contacts: string[] } }[];
    results: { link: string }[];
  };
  expect(data.account.email).toBe(person.email);
  expect(data.schedules).toHaveLength(1);
  expect(data.schedules[0]!.wisdom.philosophies).toEqual(['Stoicism']);
  expect(data.results.map((r) => new URL(r.link).pathname)).toContain(resultPath);
  await expect(page.getByText(`Your data was saved as ${download.suggestedFilename()}.`)).toBeVisible();

  // Delete my account: a page that says what goes, confirmed with the password.
  await page.getByRole('button', { name: person.name }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/delete-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await expect(page.getByText('your WhatsApp link: Companion unlinks its device from your phone;')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Password', { exact: true }).fill('not my password 1!A');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText(accountMessages.wrongPassword)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByText(accountMessages.deleted)).toBeVisible();

  // The phone no longer lists the linked device; the mailbox has the goodbye.
  expect(await phoneSession(page, person.email)).toBeUndefined();
  const mails = (await (await page.request.get(`${baseURL}/api/dev/mailbox?to=${encodeURIComponent(person.email)}`)).json()) as {
    subject: string;
  }[];
  expect(mails.map((m) => m.subject)).toEqual(['Your Companion account has been deleted']);

  // Signing in fails with the usual message.
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();

  // The result link reads like an unknown one, for anyone who opens it.
  const someoneElse = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await someoneElse.newPage();
  await signedInPage(other);
  for (const path of [resultPath, '/result-entry/v0-4/AAAAAAAAAAAAAAAAAAAAAA']) {
    await other.goto(path);
    await expect(other.getByText(notFound)).toBeVisible();
  }
  await someoneElse.close();
});
