import { expect, test, type Page } from '../support/test.ts';
import { linkedPage } from '../support/whatsapp.ts';

/** The result entry's screen ran: for this made-up id, its answer is the error state. */
const loaded = (page: Page) => page.getByRole('heading', { level: 1, name: 'We could not open this result' });

/** Client-side navigation, as an in-app link would do (no page load). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a remote that is down breaks only its own route, and Retry recovers it without a reload', async ({ page }) => {
  const { name } = await linkedPage(page);
  await page.route('**/mfe/results-mfe/**', (route) => route.abort('connectionrefused'));

  await page.goto('/result-entry/v0-4/Rk3vZ9q_2LxW8mPn4TcY');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('This part of the app is currently unavailable');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'same page'));

  // The header still works.
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Another remote's route still works.
  await navigate(page, '/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeVisible();

  // Back on the broken route: still the fallback, until the remote is reachable again.
  await navigate(page, '/result-entry/v0-4/Rk3vZ9q_2LxW8mPn4TcY');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.unroute('**/mfe/results-mfe/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(loaded(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same page');
});

test.describe('Retry recovers once the missing file is back', () => {
  const resultPath = '/result-entry/v0-4/Rk3vZ9q_2LxW8mPn4TcY';

  test("a missing manifest (the server's 404): Retry fetches it again", async ({ page }) => {
    await linkedPage(page);
    let manifestRequests = 0;
    await page.route('**/mfe/results-mfe/mf-manifest.json', async (route) => {
      manifestRequests += 1;
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' });
    });
    await page.goto(resultPath);
    await expect(page.getByRole('alert')).toContainText('This part of the app is currently unavailable');
    const failedRequests = manifestRequests;

    await page.unroute('**/mfe/results-mfe/mf-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(loaded(page)).toBeVisible();
    expect(failedRequests).toBeGreaterThan(0);
  });

  test('a missing screen chunk: Retry loads it', async ({ page }) => {
    await linkedPage(page);
    await page.route('**/mfe/results-mfe/static/js/async/**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' }),
    );
    await page.goto(resultPath);
    await expect(page.getByRole('alert')).toContainText('This part of the app is currently unavailable');
    await page.unroute('**/mfe/results-mfe/static/js/async/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(loaded(page)).toBeVisible();
  });
});
