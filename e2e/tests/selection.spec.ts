import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { linkedPage } from '../support/whatsapp.ts';

for (const [size, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } })) {
  test(`from home to the insight choices, with real city suggestions, kept across a reload (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await linkedPage(page);
    await page.getByRole('link', { name: 'Choose your insights' }).click();
    await expect(page).toHaveURL(/\/wisdom$/);
    await expect(page).toHaveTitle('Choose your insights · Companion');
    const kinds = page.getByRole('group', { name: 'Kinds of insight' });
    for (const kind of ['Wisdom', 'Looped', 'Astrology']) await kinds.getByRole('button', { name: kind }).click();

    const list = page.getByRole('list', { name: 'Philosophies' });
    await list.getByRole('button', { name: /Stoicism/ }).click();
    await list.getByRole('button', { name: /Taoism/ }).click();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Date of Birth').fill('1990-12-10');
    await page.getByLabel('City').fill('Lisb');
    await page.getByRole('button', { name: 'Lisbon, Lisboa, Portugal' }).click();
    await expect(page.getByLabel('Country')).toHaveValue('Portugal');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // At the end of the page the bar with Next sits below the last card: it covers none of its buttons.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const next = await page.getByRole('button', { name: 'Next' }).boundingBox();
    for (const name of ["Change Companion's Wisdom", "Change Companion's Language"]) {
      const button = await page.getByRole('button', { name }).boundingBox();
      expect(button!.y + button!.height, name).toBeLessThanOrEqual(next!.y);
    }

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Philosophies (2 chosen)' })).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Lisbon');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
  });
}

test('contacts for each chosen type, from the simulated phone’s address book, capped as the product says (phone)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await linkedPage(page);
  await page.goto('/wisdom');
  const kinds = page.getByRole('group', { name: 'Kinds of insight' });
  await kinds.getByRole('button', { name: 'Wisdom' }).click();
  await kinds.getByRole('button', { name: 'Looped' }).click();
  await page
    .getByRole('list', { name: 'Philosophies' })
    .getByRole('button', { name: /Stoicism/ })
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page).toHaveTitle('Contacts · Companion');

  const list = page.getByRole('list', { name: 'Contacts' });
  await expect(list.getByRole('button').nth(5)).toBeVisible();
  for (let i = 0; i < 5; i += 1) await list.getByRole('button').nth(i).click();
  await expect(page.getByRole('tab', { name: 'Selected Contacts for Wisdom (5 /5)' })).toBeVisible();
  await list.getByRole('button').nth(5).click();
  // Said beside the buttons, not in a dialog.
  await expect(page.getByRole('alert')).toHaveText('You can only select up to 5 contact(s) for Wisdom.');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: /Looped/ }).click();
  const chosen = page.getByRole('list', { name: 'Chosen for Looped' }).getByRole('button');
  await list.getByRole('button').nth(0).click();
  const first = (await chosen.textContent())!;
  await list.getByRole('button').nth(1).click();
  // One Looped contact: the second choice takes the first one's place.
  await expect(chosen).toHaveCount(1);
  await expect(chosen).not.toHaveText(first);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Selected Contacts for Looped (1 /1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/scheduleWisdom$/);
});
