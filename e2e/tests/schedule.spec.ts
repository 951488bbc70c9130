import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { newlyLinkedPage } from '../support/whatsapp.ts';

for (const [size, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } })) {
  test(`a new user signs up, links WhatsApp, chooses Wisdom, Looped and Astrology, their contacts, and schedules them (${size})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await newlyLinkedPage(page);
    await page.getByRole('link', { name: 'Choose your insights' }).click();

    const kinds = page.getByRole('group', { name: 'Kinds of insight' });
    for (const kind of ['Wisdom', 'Looped', 'Astrology']) await kinds.getByRole('button', { name: kind }).click();
    const philosophies = page.getByRole('list', { name: 'Philosophies' });
    await philosophies.getByRole('button', { name: /Stoicism/ }).click();
    await philosophies.getByRole('button', { name: /Taoism/ }).click();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Date of Birth').fill('1990-12-10');
    await page.getByLabel('City').fill('Lisb');
    await page.getByRole('button', { name: 'Lisbon, Lisboa, Portugal' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/contacts$/);
    const contacts = page.getByRole('list', { name: 'Contacts' });
    await expect(contacts.getByRole('button').nth(5)).toBeVisible();
    for (let i = 0; i < 6; i += 1) await contacts.getByRole('button').nth(i).click();
    await expect(page.getByRole('alert')).toHaveText('You can only select up to 5 contact(s) for Wisdom.');
    await page.getByRole('tab', { name: /Looped/ }).click();
    await contacts.getByRole('button').nth(0).click();
    // One Looped contact: another choice swaps it.
    await contacts.getByRole('button').nth(1).click();
    await expect(page.getByRole('tab', { name: 'Selected Contacts for Looped (1 /1)' })).toBeVisible();
    await page.getByRole('tab', { name: /Astrology/ }).click();
    await contacts.getByRole('button').nth(2).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/scheduleWisdom$/);
    await expect(page).toHaveTitle('Schedule · Companion');
    await expect(page.getByRole('tabpanel')).toContainText('Stoicism');
    await page.getByLabel('Interval').selectOption({ label: '2 min' });
    await page.getByLabel('Minimum messages').selectOption({ label: '5 messages for testing' });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Schedule' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Schedule Successfully Created')).toBeVisible();
    // The choices were for this schedule: a new one starts from nothing.
    await page.goto('/wisdom');
    await expect(page.getByRole('group', { name: 'Kinds of insight' }).getByRole('button', { name: 'Wisdom' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
}
