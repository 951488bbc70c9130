import { expect, test, type Page } from '../support/test.ts';
import { createVerifiedAccount, latestMail, newPerson, readMailedCode, registerOnScreen } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { linkedPage } from '../support/whatsapp.ts';

async function signIn(page: Page, email: string, password: string, remember = false) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a new user registers, verifies with the mailed code and arrives on /whatsappLogin; a wrong code shows the server message', async ({
  page,
}) => {
  const person = newPerson('Grace Hopper');
  await registerOnScreen(page, person);
  await expect(page.getByText('Registration successful! Please verify your email.')).toBeVisible();
  await expect(page).toHaveURL(/\/verifyEmail$/);
  await expect(page.getByText(person.email)).toBeVisible();

  await page.getByRole('button', { name: 'Send OTP to your email' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+ seconds$/ })).toBeDisabled();
  const code = await readMailedCode(page, person.email);

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid verification code')).toBeVisible();

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email Verified Successfully')).toBeVisible();
  await expect(page.getByText('Redirecting ...')).toBeVisible();
  // After 3 s verification is no longer pending; /home needs WhatsApp, so the connect page follows.
  await expect(page).toHaveURL(/\/whatsappLogin$/, { timeout: 10_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: person.name })).toBeVisible();
});

test('sign out, sign in with remember me, reload keeps the session; a wrong password shows the message and stays', async ({ page }) => {
  const account = await createVerifiedAccount(page, newPerson('Katherine Johnson'));
  await page.context().clearCookies();
  await page.goto('/signIn');

  await signIn(page, account.email, 'Wr0ng!password');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/);
  // The message goes after 3 s and the form resets.
  await expect(page.getByText('Invalid email or password.')).toHaveCount(0, { timeout: 5000 });
  await expect(page.getByLabel('Email')).toHaveValue('');

  await signIn(page, account.email, account.password, true);
  await expect(page).toHaveURL(/\/whatsappLogin$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'companion_session');
  expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  await page.reload();
  await expect(page).toHaveURL(/\/whatsappLogin$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: account.name })).toBeVisible();

  await header.getByRole('button', { name: account.name }).click();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signIn$/);
});

test('forgot password → the mailed link → reset → sign in with the new password; the old link no longer works', async ({ page }) => {
  const account = await createVerifiedAccount(page, newPerson('Ada Reset'));
  await page.context().clearCookies();
  await page.goto('/signIn');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Password Reset Link' }).click();
  await expect(page.getByText(`Reset Link Sent Successfully to ${account.email}`)).toBeVisible();

  const link = /https?:\/\/\S+\/reset-password\/\S+/.exec((await latestMail(page, account.email, 'Reset your')).text)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname;
  await page.goto(path);
  const newPassword = 'Fr3sh!password';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/, { timeout: 10_000 });

  await signIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/whatsappLogin$/);

  // The used link now leads to the 404 page.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
});

test('a linked account signs out and in again, and after a password reset: it lands on /home, WhatsApp connected (390×844)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await linkedPage(page);
  const header = page.getByRole('banner');
  const signOut = async () => {
    await header.getByRole('button', { name: account.name }).click();
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/signIn$/);
  };
  const connectedOnHome = async () => {
    await expect(page).toHaveURL(/\/home$/);
    await header.getByRole('button', { name: account.name }).click();
    await expect(header.getByText('WhatsApp connected')).toBeVisible();
    await page.keyboard.press('Escape');
  };
  await signOut();
  await signIn(page, account.email, account.password);
  await connectedOnHome();

  await signOut();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Password Reset Link' }).click();
  await expect(page.getByText(`Reset Link Sent Successfully to ${account.email}`)).toBeVisible();
  const link = /https?:\/\/\S+\/reset-password\/\S+/.exec((await latestMail(page, account.email, 'Reset your')).text)?.[0];
  await page.goto(new URL(link!).pathname);
  const newPassword = 'Fr3sh!password';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/signIn$/, { timeout: 10_000 });
  await signIn(page, account.email, newPassword);
  await connectedOnHome();
});

test("'Sign In using Gmail' signs in through the local identity provider's popup", async ({ page }) => {
  await page.goto('/signIn');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign In using Gmail' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  const person = newPerson('Hedy Lamarr');
  await popup.getByLabel('Name').fill(person.name);
  await popup.getByLabel('Email').fill(person.email);
  await popup.getByRole('button', { name: 'Continue' }).click();
  // Signed in and verified by Google: /home, whose guard offers the connect page until WhatsApp is linked.
  await expect(page).toHaveURL(/\/whatsappLogin$/);
  await expect(page.getByRole('banner').getByRole('button', { name: person.name })).toBeVisible();
  const persisted = await page.evaluate(() => JSON.parse(localStorage.getItem('persist:session') ?? '{}') as unknown);
  expect(persisted).toMatchObject({ version: 0, state: { isGoogleLogin: true, authenticatedUser: true, email: person.email } });
});

test('a Google popup that closes without reaching its opener still signs in: the app asks the server', async ({ page }) => {
  // As when a provider's page cuts the popup off from the app: the callback page finds no opener to tell.
  await page.context().addInitScript(() => {
    if (location.pathname === '/api/auth/google/callback') window.opener = null;
  });
  await page.goto('/signIn');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign In using Gmail' }).click();
  const popup = await popupOpened;
  const person = newPerson('Radia Perlman');
  await popup.getByLabel('Name').fill(person.name);
  await popup.getByLabel('Email').fill(person.email);
  await popup.getByRole('button', { name: 'Continue' }).click();
  // The popup cannot close itself; the person closes it as it asks.
  await expect(popup.getByText('Signed in. You can close this window.')).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/);
  await popup.close();
  await expect(page).toHaveURL(/\/whatsappLogin$/);
  await expect(page.getByRole('banner').getByRole('button', { name: person.name })).toBeVisible();
});

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`axe finds nothing on the auth screens (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const check = async (what: string) => {
      const violations = await axeViolations(page);
      expect(violations, what).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${what} fits`).toBe(true);
    };
    await page.goto('/signIn');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await check('sign in with errors');
    await page.goto('/register');
    await expect(page.getByLabel('Full name')).toBeVisible();
    await check('register');
    await page.goto('/forgotPassword');
    await expect(page.getByRole('button', { name: 'Send Password Reset Link' })).toBeVisible();
    await check('forgot password');

    const person = newPerson();
    await registerOnScreen(page, person);
    await expect(page).toHaveURL(/\/verifyEmail$/);
    await expect(page.getByRole('button', { name: 'Send OTP to your email' })).toBeVisible();
    await check('verify email');

    await page.request.post('/api/auth/forgotPassword', { data: { email: person.email }, headers: { origin: new URL(page.url()).origin } });
    const link = /https?:\/\/\S+\/reset-password\/\S+/.exec((await latestMail(page, person.email, 'Reset your')).text)?.[0];
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.goto(new URL(link!).pathname);
    await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
    await check('reset password');
  });
}
