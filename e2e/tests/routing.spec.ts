import { expect, test } from '../support/test.ts';
import { axeViolations } from '../support/axe.ts';

test('a guest opening / ends on /signIn', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Companion' })).toBeVisible();
});

test('an unknown path shows the 404 page, whose Go Back link leads to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go Back' }).click();
  // '/' sends a guest on to /signIn.
  await expect(page).toHaveURL(/\/signIn$/);
});
