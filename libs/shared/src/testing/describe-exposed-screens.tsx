import { screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './render-with-providers.tsx';

/** The checks every remote makes of its exposed screens: harness list = exposes, each renders. */
export function describeExposedScreens(remote: string, devScreens: Record<string, ComponentType>, exposes: Record<string, string>) {
  describe(`${remote} exposed screens`, () => {
    it('offers exactly the exposed screens in its dev harness', () => {
      expect(Object.keys(devScreens).sort()).toEqual(Object.keys(exposes).sort());
    });

    it.each(Object.entries(devScreens))('%s renders inside the host services', { timeout: 20_000 }, async (_name, Screen) => {
      renderWithProviders(
        <Suspense fallback={null}>
          <Screen />
        </Suspense>,
        { session: { authenticatedUser: true, name: 'Ada', email: 'ada@example.com', whatsappConnected: true } },
      );
      // The first render loads the screen's module (lazy), which on a busy machine takes seconds.
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeVisible();
    });
  });
}
