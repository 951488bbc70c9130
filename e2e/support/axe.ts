import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const movingMark = 'data-axe-in-motion';

/**
 * What axe finds on the page as a person sees it once it has settled. Running animations that end (a
 * toast sliding in, a fade) are let finish first; whatever still moves after that (a toast that began
 * to leave meanwhile, or is leaving) is left out, since axe would measure the colours of one half-transparent frame.
 * Endless animations (spinners) are not waited for and are judged as they are.
 */
export async function axeViolations(page: Page, include?: string) {
  try {
    await page.evaluate(async (mark) => {
      const finite = () =>
        document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
      await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
      for (const animation of finite()) {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        target?.setAttribute(mark, '');
      }
    }, movingMark);
  } catch {
    // The page moved on meanwhile (a reload): judge the new one once it has loaded.
    await page.waitForLoadState();
  }
  // Toasts come and go at their own time: react-toastify marks one moving in or out `Toastify--animate`,
  // and one on its way out `data-in="false"`.
  const builder = new AxeBuilder({ page })
    .exclude(`[${movingMark}]`)
    .exclude('.Toastify--animate')
    .exclude('.Toastify__toast[data-in="false"]');
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}
