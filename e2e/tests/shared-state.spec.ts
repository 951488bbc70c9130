import { expect, test } from '../support/test.ts';
import { seedSession } from '../support/session.ts';

test('one store and one React: a remote reads the shell state, and the header sees what a remote dispatches', async ({ page }) => {
  await seedSession(page, {
    authenticatedUser: true,
    showVerifyPage: true,
    userId: 'e2e-user',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/verifyEmail$/);

  // The verify screen lives in auth_mfe and reads the email from the shell's session store.
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('ada@example.com')).toBeVisible();
  // The header (shell) shows the same session.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();

  // 'Go Back' dispatches inside the remote; the shell's header and guards follow at once.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(header.getByRole('button', { name: 'Ada Lovelace' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/signIn$/);
  const persisted = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:session') ?? '{}') as unknown);
  expect(persisted).toMatchObject({ version: 0, state: { authenticatedUser: false, email: null } });
});
