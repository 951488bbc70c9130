import type { Contact } from '@app/shared/contracts';
import { expect, type Page } from '@playwright/test';

/** On /wisdom: Wisdom through Stoicism, then Next to /contacts. */
export async function chooseStoicism(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Kinds of insight' }).getByRole('button', { name: 'Wisdom' }).click();
  await page
    .getByRole('list', { name: 'Philosophies' })
    .getByRole('button', { name: /Stoicism/ })
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Wisdom through Stoicism about `name`, chosen on /contacts; its contact is returned. */
export async function chooseContact(page: Page, origin: string, name: string): Promise<Contact> {
  await page.goto(`${origin}/wisdom`);
  await chooseStoicism(page);
  await expect(page).toHaveURL(/\/contacts$/);
  await page.getByRole('list', { name: 'Contacts' }).getByRole('button', { name }).click();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  // The session the app keeps in localStorage (docs/product.md §3) holds the chosen contact's id.
  const chosen = () =>
    page.evaluate(
      (wanted) =>
        (
          JSON.parse(localStorage.getItem('persist:session') ?? '{}') as { state?: { selectedWisdomContacts?: Contact[] } }
        ).state?.selectedWisdomContacts?.find((c) => c.name === wanted),
      name,
    );
  await expect.poll(chosen).toBeDefined();
  return (await chosen())!;
}

/** On /wisdom: 'Change Companion's Language' to `language`, and the dialog closes. */
export async function setCompanionLanguage(page: Page, language: string): Promise<void> {
  await page.goto('/wisdom');
  await page.getByRole('button', { name: "Change Companion's Language" }).click();
  const dialog = page.getByRole('dialog', { name: 'Companion Language' });
  await dialog.getByRole('radio', { name: language }).check();
  await dialog.getByRole('button', { name: 'Set Companion Language' }).click();
  await expect(dialog).toHaveCount(0);
}
