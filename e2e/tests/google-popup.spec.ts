import { expect, test } from '../support/test.ts';

test('Google sign-in in a popup, through the local identity provider, hands the user to the opener', async ({ page, baseURL }) => {
  await page.goto('/signIn');
  await expect(page.getByText('Running in emulator mode. Do not use with production credentials.')).toBeVisible();

  await page.evaluate(() => {
    window.addEventListener('message', (event) => {
      (window as unknown as { received: unknown }).received = { data: event.data as unknown, origin: event.origin };
    });
  });
  const popupOpened = page.waitForEvent('popup');
  await page.evaluate(() => window.open('/api/auth/google/start', 'google-sign-in', 'width=480,height=640'));
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await popup.getByLabel('Name').fill('Grace Hopper');
  await popup.getByLabel('Email').fill('grace@example.com');
  await popup.getByRole('button', { name: 'Continue' }).click();

  const received = await page.waitForFunction(() => (window as unknown as { received?: unknown }).received);
  const { data, origin } = (await received.jsonValue()) as { data: unknown; origin: string };
  expect(origin).toBe(new URL(baseURL!).origin);
  expect(data).toMatchObject({ type: 'google-auth-success', user: { name: 'Grace Hopper', email: 'grace@example.com' } });
  await expect.poll(() => popup.isClosed()).toBe(true);

  // The popup signed this browser in: the server knows the user from the cookie alone.
  const me = await page.evaluate(() =>
    fetch('/api/auth/googleAuth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
      (r) => r.json() as Promise<unknown>,
    ),
  );
  expect(me).toEqual((data as { user: unknown }).user);
});
