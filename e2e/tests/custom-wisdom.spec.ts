import { defaultJsonTemplate } from '@app/shared/contracts';
import { axeViolations } from '../support/axe.ts';
import { chooseContact } from '../support/choices.ts';
import { staffWithContact } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';
import { linkedPage } from '../support/whatsapp.ts';

const phone = { width: 390, height: 844 };

test('a staff account opens the tester from its contacts, writes the prompts, previews them and reads the answer as a tree (phone)', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const { llm, stop } = await staffWithContact(page);
  try {
    await page.getByRole('link', { name: 'Test a prompt with Maya Patel' }).click();
    await expect(page).toHaveURL(/\/custom-Wisdom$/);
    await expect(page.getByRole('heading', { name: 'Custom Wisdom Tester' })).toBeVisible();
    await expect(page.getByLabel('Wisdom', { exact: true })).toHaveValue('Stoicism');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Clear guidance' }).click();
    await page.getByRole('textbox', { name: 'Guidance' }).fill('Read this as Epictetus would, in two sentences per technique.');
    await page.getByRole('textbox', { name: 'System prompt' }).fill('You are a careful tester of prompts.');
    await page.getByRole('button', { name: 'Show Full Prompt' }).click();
    const preview = page.getByRole('region', { name: 'Full prompt' });
    await expect(preview).toContainText('You are a careful tester of prompts.');
    await expect(preview).toContainText('Read this as Epictetus would');
    await expect(preview).toContainText('The other person: Maya Patel');
    await expect(page.getByRole('textbox', { name: 'Guidance' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Hide Full Prompt' }).click();
    await expect(page.getByRole('textbox', { name: 'Guidance' })).toHaveValue(
      'Read this as Epictetus would, in two sentences per technique.',
    );

    const answer = JSON.parse(defaultJsonTemplate) as { meta: Record<string, string>; analysis: { key_quotes: string[] } };
    answer.meta = { user: 'Grace Hopper', other_person: 'Maya Patel', wisdom_source: 'Stoicism' };
    answer.analysis.key_quotes = ['Are we still on for Saturday?'];
    llm.script({ delayMs: 600 }, { content: JSON.stringify(answer) });
    // The first (slow) answer is '{}', which the server refuses and asks again for.
    await page.getByRole('button', { name: 'Get Custom Wisdom' }).click();
    await expect(page.getByRole('button', { name: 'getting response ...' })).toBeDisabled();
    const tree = page.getByRole('list', { name: "The model's answer" });
    await expect(tree.getByText('Maya Patel')).toBeVisible({ timeout: 10_000 });
    await expect(tree.getByText('Are we still on for Saturday?')).toBeVisible();
    expect(llm.asked).toHaveLength(2);
    expect(llm.asked[0]!.system.startsWith('You are a careful tester of prompts.')).toBe(true);
    expect(llm.asked[0]!.user).toContain('"text":"Are we still on for Saturday?"');
    expect(llm.asked[0]!.user).toContain('"text":"Yes! I booked the table for eight"');

    // A branch folds from the keyboard: Tab from the tree's tools reaches the first branch, 'meta'.
    await page.getByRole('button', { name: 'Collapse all' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toContainText('meta');
    await page.keyboard.press('Enter');
    await expect(tree.getByText('Maya Patel')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(tree.getByText('Maya Patel')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
  } finally {
    await stop();
  }
});

test('an account that is not staff sees no tester link and is sent from the tester to /contacts (phone)', async ({ page }) => {
  await page.setViewportSize(phone);
  await linkedPage(page);
  await chooseContact(page, '', 'Maya Patel');
  await expect(page.getByRole('navigation', { name: 'Prompt tester (staff)' })).toHaveCount(0);
  // Even with a contact selected, as the staff link would leave it.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('persist:session')!) as {
      state: { selectedWisdomContacts: unknown[]; selectedContact?: unknown };
    };
    saved.state.selectedContact = saved.state.selectedWisdomContacts[0];
    localStorage.setItem('persist:session', JSON.stringify(saved));
  });
  await page.goto('/custom-Wisdom');
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
});
