import type { Page } from '@playwright/test';
import { signedInPage } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { baseURL } from '../support/base-url.ts';
import { expect, test } from '../support/test.ts';
import { linkedPage, phoneMessage } from '../support/whatsapp.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A real result for the account, made by the engine from its simulated phone's conversations. */
async function seededResult(page: Page, email: string): Promise<{ id: string; path: string; pages: Record<string, string> }> {
  const answer = await page.request.post(`${baseURL}/api/dev/results`, { data: { email }, headers: { origin: baseURL } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { id, url, pages } = (await answer.json()) as { id: string; url: string; pages: Record<string, string> };
  return { id, path: new URL(url).pathname, pages: Object.fromEntries(Object.entries(pages).map(([k, v]) => [k, new URL(v).pathname])) };
}

test('the link opens the result entry, and from it the Wisdom, Looped and Oracle pages, each readable on a phone', async ({ page }) => {
  const account = await linkedPage(page);
  const { id, path } = await seededResult(page, account.email);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${account.name}` })).toBeVisible();
  await expect(page.getByText('Your Result is ready for:')).toBeVisible();
  await expect(page).toHaveTitle('Your result · Companion');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /^Wisdom/ }).click();
  await expect(page).toHaveURL(new RegExp(`/wisdom-result/v0-4/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Stoicism' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  for (const title of ['Book Recommendation', 'Summary', 'Full Analysis', 'Actions You Can Take'])
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Taoism' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taoism' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);

  await page.goBack();
  await page.getByRole('link', { name: /^Looped/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Evidence Quotes' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Confidence: \d+ out of 10$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goBack();
  await page.getByRole('link', { name: /^Oracle/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Akashic Guidance' })).toBeVisible();
  await expect(page.getByText(/Sun in Gemini at 24°/)).toBeVisible();
  await expect(page.getByText('For reflection and entertainment: astrology is not a prediction.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('older result pages: v0-3 shows the Wisdom page; legacy and v0-2 page through their insights; the wrong kind goes home', async ({
  page,
}) => {
  const account = await linkedPage(page);
  const { pages } = await seededResult(page, account.email);
  await page.goto(pages.wisdomV03!);
  await expect(page.getByRole('heading', { level: 1, name: 'Stoicism' })).toBeVisible();

  await page.goto(pages.legacyWisdom!);
  await expect(page.getByRole('heading', { level: 1, name: 'Stoicism' })).toBeVisible();
  await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
  for (const title of ['Advice', 'Immediate Action Item', 'Analysis', 'Summary', "Author's Advice", 'Action Suggestions'])
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next insight' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taoism' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous insight' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stoicism' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(pages.loopedV02!);
  await expect(page.getByText('Looped Advice')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Research Backed Quote' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A Looped result on the older Wisdom page goes home.
  await page.goto(pages.loopedV02!.replace('/v0-2/looped/', '/v0-2/wisdom/'));
  await expect(page).toHaveURL(/\/home$/);
});

test('a guest opening the link signs in and lands on that result', async ({ page, browser }) => {
  const account = await linkedPage(page);
  const { path } = await seededResult(page, account.email);
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': '10.99.0.7' } });
  const phone = await guest.newPage();
  await phone.goto(`${baseURL}${path}`);
  await expect(phone).toHaveURL(/\/signIn\?next=/);
  await phone.getByLabel('Email').fill(account.email);
  await phone.getByLabel('Password', { exact: true }).fill(account.password);
  await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phone).toHaveURL(new RegExp(`${path}$`));
  await expect(phone.getByRole('heading', { level: 1, name: `Hi ${account.name}` })).toBeVisible();
  await guest.close();
});

test("another account, and a guessed id, get the error state: never the content or the owner's name", async ({ page, browser }) => {
  const owner = await linkedPage(page);
  const { path } = await seededResult(page, owner.email);
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': '10.99.0.8' } });
  const otherPage = await other.newPage();
  await signedInPage(otherPage);
  for (const target of [path, '/wisdom-result/v0-4/AAAAAAAAAAAAAAAAAAAAAA']) {
    await otherPage.goto(`${baseURL}${target}`);
    await expect(otherPage.getByRole('alert')).toHaveText('This result does not exist, or it belongs to another account.');
    await expect(otherPage.getByText('Your Result is ready for:')).toHaveCount(0);
    await expect(otherPage.getByRole('heading', { name: /^Hi / })).toHaveCount(0);
  }
  expect(await axeViolations(otherPage)).toEqual([]);
  await otherPage.getByRole('button', { name: 'Go Back' }).click();
  await expect(otherPage).not.toHaveURL(/wisdom-result/);
  await other.close();
});

test('hammering result reads ends on /home (rate-limit-exceeded)', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await linkedPage(page);
  const { path } = await seededResult(page, account.email);
  const greeting = page.getByRole('heading', { level: 1, name: `Hi ${account.name}` });
  // Each visit reads the result once; the account may read 30 a minute.
  for (let visit = 1; visit <= 40 && !page.url().endsWith('/home'); visit += 1) {
    await page.goto(path);
    await expect(greeting.or(page.getByRole('heading', { level: 1, name: /^Welcome/ }))).toBeVisible();
  }
  await expect(page).toHaveURL(/\/home$/);
});

test("'A wisdom now' on /home reads the newest conversation and opens the instant wisdom; Back goes to /wisdom", async ({ page }) => {
  const account = await linkedPage(page);
  const card = page.getByRole('region', { name: 'A wisdom now' });
  await expect(card.getByLabel('Contact')).not.toHaveValue('');
  // Whatever the phone's history holds, the contact writes a few messages now.
  const contactId = await card.getByLabel('Contact').inputValue();
  for (const text of [
    'Are you free tonight?',
    'Thank you for the lovely dinner',
    'haha that was so funny',
    'Miss you already',
    'See you soon',
  ])
    await phoneMessage(page, account.email, contactId, text);
  await card.getByLabel('Philosophy').selectOption('Taoism');
  await card.getByRole('button', { name: 'Get a wisdom now' }).click();
  await expect(page).toHaveURL(/\/instant-wisdom$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wisdom Insight' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kohan Wisdom' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/wisdom$/);

  await page.goto('/home');
  await card.getByRole('checkbox', { name: /relationship reading/ }).check();
  await card.getByRole('button', { name: 'Get a wisdom now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Looped Advice' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Analysis Responses' }).getByRole('blockquote').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
