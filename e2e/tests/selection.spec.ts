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

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Philosophies (2 chosen)' })).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Lisbon');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
  });
}
