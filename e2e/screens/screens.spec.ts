import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createVerifiedAccount, latestMail, newPerson, signedInPage, unverifiedPage } from '../support/accounts.ts';
import { baseURL } from '../support/base-url.ts';
import { workspaceRoot } from '../support/processes.ts';
import { expect, test, type Page } from '../support/test.ts';
import { linkedPage, onPhone, phoneSession } from '../support/whatsapp.ts';
import { staffWithContact } from '../support/staff.ts';
import { setCompanionLanguage } from '../support/choices.ts';
import { defaultJsonTemplate } from '@app/shared/contracts';

const folder = join(workspaceRoot, 'docs', 'screens');
mkdirSync(folder, { recursive: true });

/** Waits for fonts, images and animations to settle, then saves the page as `<name>-<project>.png`. */
async function capture(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
  await page.screenshot({ path: join(folder, `${name}-${test.info().project.name}.png`), fullPage, animations: 'disabled', caret: 'hide' });
}

test('sign in, register, forgot and reset password', async ({ page }) => {
  await page.goto('/signIn');
  await expect(page.getByRole('heading', { name: 'Welcome to Companion' })).toBeVisible();
  await capture(page, '01-sign-in');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await capture(page, '02-sign-in-errors');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your Companion account' })).toBeVisible();
  await capture(page, '03-register');
  await page.goto('/forgotPassword');
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await capture(page, '04-forgot-password');
  const account = await createVerifiedAccount(page, newPerson());
  await page.request.post('/api/auth/forgotPassword', { data: { email: account.email }, headers: { origin: baseURL } });
  const link = /https?:\/\/\S+\/reset-password\/\S+/.exec((await latestMail(page, account.email, 'Reset your')).text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('textbox', { name: 'New Password' })).toBeVisible();
  await capture(page, '05-reset-password');
});

test('verify email', async ({ page }) => {
  await unverifiedPage(page);
  await page.goto('/verifyEmail');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await capture(page, '06-verify-email');
});

test('connect WhatsApp: idle, the code, refused, syncing', async ({ page }) => {
  const account = await signedInPage(page);
  await page.goto('/whatsappLogin');
  await expect(page.getByRole('button', { name: 'Connect to WhatsApp Using QR' })).toBeEnabled();
  await capture(page, '07-connect-idle');
  await page.getByRole('button', { name: 'Connect to WhatsApp Using QR' }).click();
  await expect(page.getByRole('img', { name: /WhatsApp QR code/ })).toBeVisible();
  await capture(page, '08-connect-qr');
  await expect.poll(async () => (await phoneSession(page, account.email))?.state).toBe('qr');
  await onPhone(page, 'refuse', account.email);
  await expect(page.getByText('WhatsApp refused the connection, so a new code is on its way.')).toBeVisible();
  await capture(page, '09-connect-refused');
  await expect(page.getByRole('img', { name: /WhatsApp QR code/ })).toBeVisible();
  await expect.poll(async () => (await phoneSession(page, account.email))?.state).toBe('qr');
  await onPhone(page, 'scan', account.email);
  await expect(page.getByText('Syncing Whatsapp...')).toBeVisible({ timeout: 8000 });
  await capture(page, '10-connect-syncing');
});

test('home, the menu and Remove WhatsApp', async ({ page }) => {
  await linkedPage(page);
  await expect(page.getByRole('heading', { name: /Welcome, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'A wisdom now' }).getByLabel('Contact')).not.toHaveValue('');
  await capture(page, '11-home');
  await page.getByRole('banner').getByRole('button', { name: 'Ada Lovelace' }).click();
  await capture(page, '12-menu', false);
  await page.getByRole('button', { name: 'Remove Whatsapp' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await capture(page, '13-remove-whatsapp', false);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Ada Lovelace' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await capture(page, '33-delete-account');
});

test('insight choices', async ({ page }) => {
  await linkedPage(page);
  await page.goto('/wisdom');
  const kinds = page.getByRole('group', { name: 'Kinds of insight' });
  for (const kind of ['Wisdom', 'Astrology']) await kinds.getByRole('button', { name: kind }).click();
  await page
    .getByRole('list', { name: 'Philosophies' })
    .getByRole('button', { name: /Stoicism/ })
    .click();
  await capture(page, '17-insight-choices', false);
  await page.getByLabel('City').fill('San');
  await expect(page.getByRole('list', { name: 'Matching cities' })).toBeVisible();
  await page.getByLabel('City').scrollIntoViewIfNeeded();
  await capture(page, '18-birth-details', false);
});

test('contacts and schedule', async ({ page }) => {
  await linkedPage(page);
  await page.goto('/wisdom');
  const kinds = page.getByRole('group', { name: 'Kinds of insight' });
  for (const kind of ['Wisdom', 'Looped']) await kinds.getByRole('button', { name: kind }).click();
  await page
    .getByRole('list', { name: 'Philosophies' })
    .getByRole('button', { name: /Stoicism/ })
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  const contacts = page.getByRole('list', { name: 'Contacts' });
  await expect(contacts.getByRole('button').nth(2)).toBeVisible();
  await contacts.getByRole('button').nth(0).click();
  await contacts.getByRole('button').nth(2).click();
  await capture(page, '19-contacts', false);
  await page.getByRole('tab', { name: /Looped/ }).click();
  await contacts.getByRole('button').nth(1).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Stoicism');
  await capture(page, '20-schedule');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Scheduled jobs' }).click();
  const card = page.getByRole('article', { name: /^Schedule / });
  await expect(card.getByText('Not yet')).toBeVisible();
  await expect(card.getByText('No trait has stood out in your readings so far.')).toBeVisible();
  await capture(page, '21-scheduled-jobs');
  await card.getByRole('button', { name: /^Edit schedule / }).click();
  await expect(page.getByRole('dialog', { name: /^Editing Schedule for: / })).toBeVisible();
  await capture(page, '22-edit-schedule', false);
  await page.keyboard.press('Escape');
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Your schedules' }).getByText(/^Next reading:/)).toBeVisible();
  await capture(page, '34-home-scheduled');
});

test("'Your insights': empty, then a day of readings; a result in Spanish", async ({ page }) => {
  const account = await linkedPage(page);
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'No insights yet' })).toBeVisible();
  await capture(page, '35-insights-empty');
  for (let i = 0; i < 2; i += 1)
    await page.request.post('/api/dev/results', { data: { email: account.email }, headers: { origin: baseURL } });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await capture(page, '36-insights');
  await setCompanionLanguage(page, 'Spanish');
  const answer = await page.request.post('/api/dev/results', { data: { email: account.email }, headers: { origin: baseURL } });
  const { pages } = (await answer.json()) as { pages: Record<string, string> };
  await page.goto(new URL(pages.wisdom!).pathname);
  await expect(page.locator('main[lang="es"] h1')).toBeVisible();
  await capture(page, '37-wisdom-result-spanish');
});

test('companion wisdom and language', async ({ page }) => {
  await linkedPage(page);
  await page.goto('/wisdom');
  await page.getByRole('button', { name: "Change Companion's Wisdom" }).click();
  await expect(page.getByRole('dialog', { name: 'Companion Wisdom' }).getByText(/^Current:/)).toHaveText('Current: None selected');
  await capture(page, '15-companion-wisdom', false);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: "Change Companion's Language" }).click();
  await expect(page.getByRole('dialog', { name: 'Companion Language' })).toBeVisible();
  await capture(page, '16-companion-language', false);
});

test('not found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await capture(page, '14-not-found');
});

test('results: the entry and the Wisdom, Looped and Oracle pages', async ({ page }) => {
  const account = await linkedPage(page);
  const answer = await page.request.post('/api/dev/results', { data: { email: account.email }, headers: { origin: baseURL } });
  const { url, pages } = (await answer.json()) as { url: string; pages: Record<string, string> };
  await page.goto(new URL(url).pathname);
  await expect(page.getByText('Your Result is ready for:')).toBeVisible();
  await capture(page, '23-result-entry');
  await page.getByRole('link', { name: /^Wisdom/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stoicism' })).toBeVisible();
  await capture(page, '24-wisdom-result');
  await page.goBack();
  await page.getByRole('link', { name: /^Looped/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Evidence Quotes' })).toBeVisible();
  await capture(page, '25-looped-result');
  await page.goBack();
  await page.getByRole('link', { name: /^Oracle/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Akashic Guidance' })).toBeVisible();
  await capture(page, '26-oracle-result');
  await page.goto(new URL(pages.loopedV02!).pathname);
  await expect(page.getByRole('heading', { level: 2, name: 'Research Backed Quote' })).toBeVisible();
  await capture(page, '27-older-looped-result');
  await page.goto('/home');
  await page.getByRole('region', { name: 'A wisdom now' }).getByRole('button', { name: 'Get a wisdom now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wisdom Insight' })).toBeVisible();
  await capture(page, '28-instant-wisdom');
});

test('the staff prompt tester: prompts, the full prompt, an answer and a refusal', async ({ page }) => {
  const { llm, stop } = await staffWithContact(page);
  try {
    await capture(page, '19-contacts-staff');
    await page.getByRole('link', { name: 'Test a prompt with Maya Patel' }).click();
    await expect(page.getByRole('heading', { name: 'Custom Wisdom Tester' })).toBeVisible();
    await capture(page, '29-prompt-tester');
    await page.getByRole('button', { name: 'Show Full Prompt' }).click();
    await capture(page, '30-prompt-tester-full-prompt');
    await page.getByRole('button', { name: 'Hide Full Prompt' }).click();

    const answer = JSON.parse(defaultJsonTemplate) as { meta: Record<string, string>; analysis: Record<string, unknown> };
    answer.meta = { user: 'Grace Hopper', other_person: 'Maya Patel', wisdom_source: 'Stoicism' };
    answer.analysis = {
      key_quotes: ['Are we still on for Saturday?'],
      emotion_triggered: 'Anticipation, with a little worry that plans might change',
      conversation_pattern: 'Maya checks in; Grace answers with a concrete plan',
    };
    llm.script({ content: JSON.stringify(answer) });
    await page.getByRole('button', { name: 'Get Custom Wisdom' }).click();
    await expect(page.getByRole('list', { name: "The model's answer" })).toBeVisible();
    await capture(page, '31-prompt-tester-answer');

    llm.script({ content: '{"meta": {}}' });
    await page.getByRole('button', { name: 'Get Custom Wisdom' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await capture(page, '32-prompt-tester-refusal');
  } finally {
    await stop();
  }
});
