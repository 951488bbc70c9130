import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { baseURL } from '../support/base-url.ts';
import { chooseStoicism, setCompanionLanguage } from '../support/choices.ts';
import { expect, test } from '../support/test.ts';
import { linkedPage, phoneMessage } from '../support/whatsapp.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A result made by the engine from the account's simulated conversations, as a run would (also its older copies). */
async function seedResult(page: Page, email: string): Promise<string> {
  const answer = await page.request.post(`${baseURL}/api/dev/results`, { data: { email }, headers: { origin: baseURL } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { id: string }).id;
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test("'Your insights' lists every reading, opens each, and every result page (Wisdom included) leads back to it", async ({ page }) => {
  const account = await linkedPage(page);
  const [first, second] = [await seedResult(page, account.email), await seedResult(page, account.email)];

  await page.getByRole('button', { name: account.name }).click();
  await page.getByRole('button', { name: 'Your insights' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your insights' })).toBeVisible();
  await expect(page).toHaveTitle('Your insights · Companion');
  const today = page.getByRole('region', { name: 'Today' });
  for (const id of [first, second]) {
    for (const [kind, path] of [
      ['Wisdom', 'wisdom-result'],
      ['Looped', 'looped-result'],
      ['Oracle', 'astrology-result'],
    ] as const)
      await expect(today.locator(`a[href="/${path}/v0-4/${id}"]`)).toContainText(kind);
  }
  // The newest first: the second run's readings come before the first's.
  const order = await today.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(order.indexOf(`/wisdom-result/v0-4/${second}`)).toBeLessThan(order.indexOf(`/wisdom-result/v0-4/${first}`));
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await today.locator(`a[href="/wisdom-result/v0-4/${first}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stoicism' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('link', { name: 'Your insights', exact: true }).click();
  await expect(page).toHaveURL(/\/insights$/);

  await today.locator(`a[href="/looped-result/v0-4/${second}"]`).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Evidence Quotes' })).toBeVisible();
  await page.getByRole('link', { name: 'Your insights', exact: true }).click();
  await today.locator(`a[href="/astrology-result/v0-4/${second}"]`).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Akashic Guidance' })).toBeVisible();
  await page.getByRole('link', { name: 'Your insights', exact: true }).click();
  // The older copies of a result open on the older pages.
  await page.locator('a[href^="/wisdom-result/v0-2/looped/"]').first().click();
  await expect(page).toHaveURL(/\/wisdom-result\/v0-2\/looped\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Your insights', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your insights' })).toBeVisible();
});

test('home knows the schedule: when the next reading comes and how many new messages each contact still needs', async ({ page }) => {
  const account = await linkedPage(page);
  const schedules = page.getByRole('region', { name: 'Your schedules' });
  await expect(schedules.getByRole('link', { name: 'Choose your insights' })).toBeVisible();
  await schedules.getByRole('link', { name: 'Choose your insights' }).click();
  await chooseStoicism(page);
  const newest = page.getByRole('list', { name: 'Contacts' }).getByRole('button').first();
  const name = (await newest.locator(':scope > span').last().textContent())!.trim();
  await newest.click();
  // The session the app keeps in localStorage (docs/product.md §3) holds the chosen contact's id.
  const chosenId = () =>
    page.evaluate(
      (wanted) =>
        (
          JSON.parse(localStorage.getItem('persist:session') ?? '{}') as {
            state?: { selectedWisdomContacts?: { id: string; name: string }[] };
          }
        ).state?.selectedWisdomContacts?.find((c) => c.name === wanted)?.id,
      name,
    );
  await expect.poll(chosenId).toBeDefined();
  const contactId = (await chosenId())!;
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Wisdom summary' })).toContainText(`About: ${name}`);
  await page.getByLabel('Minimum messages').selectOption({ label: '5 messages for testing' });
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await expect(schedules.getByRole('heading', { name: 'Daily · Wisdom' })).toBeVisible();
  await expect(schedules.getByText(/^Next reading: /)).toBeVisible();
  await expect(schedules.getByText(`0 of 5 new messages with ${name}`)).toBeVisible();
  await expect(schedules.getByText(/^No reading yet/)).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  for (const text of ['Are we still on for Saturday?', 'I can bring the salad']) await phoneMessage(page, account.email, contactId, text);
  await page.reload();
  await expect(schedules.getByText(`2 of 5 new messages with ${name}`)).toBeVisible();
});

test('with Spanish as the companion language, the result pages and the list speak Spanish', async ({ page }) => {
  const account = await linkedPage(page);
  await setCompanionLanguage(page, 'Spanish');
  const id = await seedResult(page, account.email);

  await page.goto(`/result-entry/v0-4/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${account.name}` })).toBeVisible();
  await expect(page.locator('main[lang="es"]')).toBeVisible();
  await page.getByRole('link', { name: /^Sabiduría/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estoicismo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/astrology-result/v0-4/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu lectura del Oráculo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Número de la suerte' })).toBeVisible();
  await noSidewaysScroll(page);

  await page.getByRole('link', { name: 'Tus reflexiones', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus reflexiones' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hoy' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
