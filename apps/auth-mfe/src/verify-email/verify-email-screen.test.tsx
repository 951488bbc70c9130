import { renderWithProviders } from '@app/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import VerifyEmailScreen from './verify-email-screen.tsx';

describe('verify email', () => {
  it("shows the session's email, and 'Go Back' empties the session and returns to sign in", async () => {
    const { store, navigations } = renderWithProviders(<VerifyEmailScreen />, {
      session: { authenticatedUser: true, showVerifyPage: true, name: 'Ada', email: 'ada@example.com', userId: 'u1' },
    });
    expect(screen.getByText('ada@example.com')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(store.getState().session).toMatchObject({ authenticatedUser: false, showVerifyPage: false, email: null, userId: null });
    expect(navigations).toEqual([{ to: '/signIn', replace: true }]);
  });
});
