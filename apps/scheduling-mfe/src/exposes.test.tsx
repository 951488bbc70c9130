import { renderWithProviders } from '@app/shared/testing';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { devScreens } from './dev-screens.ts';
import { exposes } from './exposes.ts';

describe('scheduling-mfe exposed screens', () => {
  it('offers exactly the exposed screens in its dev harness', () => {
    expect(devScreens.map((s) => s.module).sort()).toEqual(Object.keys(exposes).sort());
  });

  it.each(devScreens.map((s) => [s.module, s] as const))('%s renders inside the host services', async (_name, { Screen }) => {
    renderWithProviders(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
      { session: { authenticatedUser: true, name: 'Ada', email: 'ada@example.com', whatsappConnected: true } },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });
});
