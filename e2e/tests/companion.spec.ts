import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { linkedPage } from '../support/whatsapp.ts';

test('the companion wisdom and language are set from /wisdom and shown again after a reload (phone)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await linkedPage(page);
  await page.goto('/wisdom');

  await page.getByRole('button', { name: "Change Companion's Wisdom" }).click();
  let dialog = page.getByRole('dialog', { name: 'Companion Wisdom' });
  await expect(dialog.getByText(/^Current:/)).toHaveText('Current: None selected');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('radio', { name: /Taoism/ }).check();
  await dialog.getByRole('button', { name: 'Set Companion Wisdom' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: "Change Companion's Language" }).click();
  dialog = page.getByRole('dialog', { name: 'Companion Language' });
  await expect(dialog.getByText(/^Current:/)).toHaveText('Current: None selected');
  await dialog.getByRole('radio', { name: 'Portuguese' }).check();
  await dialog.getByRole('button', { name: 'Set Companion Language' }).click();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: "Change Companion's Wisdom" }).click();
  await expect(page.getByRole('dialog', { name: 'Companion Wisdom' }).getByText(/^Current:/)).toHaveText('Current: Taoism');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: "Change Companion's Language" }).click();
  await expect(page.getByRole('dialog', { name: 'Companion Language' }).getByText(/^Current:/)).toHaveText('Current: Portuguese');
  expect(await axeViolations(page)).toEqual([]);
});
