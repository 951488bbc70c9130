import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds on the page as a person sees it once it has settled: running animations that end
 * (a toast sliding in, a fade) are let finish first, since axe would otherwise measure the colours of
 * a half-transparent frame. Endless ones (spinners) are not waited for.
 */
export async function axeViolations(page: Page, include?: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}
