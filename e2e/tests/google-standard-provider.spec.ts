import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort, startApi } from '../support/processes.ts';
import { expect, test } from '../support/test.ts';

const clientId = 'companion';
const clientSecret = 'a-long-enough-client-secret-for-journeys';

/**
 * panva's oidc-provider, as a standards OpenID Provider stands in for Google: a confidential client with
 * PKCE, and none of Google's extras (it refuses `prompt=select_account`).
 */
async function startProvider(appUrl: string): Promise<{ issuer: string; server: Server }> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appUrl}/api/auth/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: id, email_verified: true, name: 'Katherine Johnson' }) }),
    cookies: { keys: ['journey-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  const handle = provider.callback();
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, server };
}

test('Google sign-in with a standards OpenID Provider: the popup signs in and the app continues signed in', async ({ page }) => {
  const port = await freePort();
  const appUrl = `http://localhost:${port}`;
  const { issuer, server } = await startProvider(appUrl);
  const api = await startApi({ GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer }, { port });
  try {
    await page.goto(`${api.url}/signIn`);
    // With a real provider configured there is no local stand-in, so no emulator banner.
    await expect(page.getByRole('button', { name: 'Sign In using Gmail' })).toBeVisible();
    await expect(page.getByText('Running in emulator mode.')).toHaveCount(0);

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign In using Gmail' }).click();
    const popup = await popupOpened;

    // The provider's own sign-in and consent pages, as a person meets them.
    await expect(popup).toHaveURL(new RegExp(`^${issuer}/interaction/`));
    await popup.locator('input[name="login"]').fill('katherine@example.com');
    await popup.locator('input[name="password"]').fill('any password');
    await popup.locator('button[type="submit"]').click();
    await expect(popup.getByText('Authorize')).toBeVisible();
    await popup.locator('button[type="submit"]').click();

    await expect.poll(() => popup.isClosed()).toBe(true);
    // A new Google user is verified by the provider: the app goes on to link WhatsApp.
    await expect(page).toHaveURL(/\/whatsappLogin$/, { timeout: 10_000 });
    const me = await page.evaluate(() =>
      fetch('/api/auth/googleAuth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
        (r) => r.json() as Promise<unknown>,
      ),
    );
    expect(me).toMatchObject({ name: 'Katherine Johnson', email: 'katherine@example.com' });
  } finally {
    await api.stop();
    server.close();
  }
});
