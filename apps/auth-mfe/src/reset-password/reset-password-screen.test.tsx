import { renderWithProviders } from '@app/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, heldAnswer } from '@app/shared/testing/api-server';
import { installFakeClock } from '../test/fake-clock.ts';
import ResetPasswordScreen from './reset-password-screen.tsx';

beforeEach(() => installFakeClock());

const token = 'tok_abcdefghijklmnopqrstuv';
const strong = 'N3w!password';
const validLink = { '/api/auth/verifyResetPage': [{ status: 200, body: { message: 'Reset link is valid' } }] };

function renderReset() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { user, ...renderWithProviders(<ResetPasswordScreen />, { pathname: `/reset-password/${token}`, params: { id: token } }) };
}
const tick = (ms: number) =>
  void act(() => {
    vi.advanceTimersByTime(ms);
  });

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, password = strong, confirm = password) {
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password', () => {
  it('checks the link on load; a bad link goes to the 404 page', async () => {
    const api = answerApi({ '/api/auth/verifyResetPage': [{ status: 400, body: { message: 'Password reset not initiated' } }] });
    const { navigations } = renderReset();
    await waitFor(() => expect(navigations).toEqual([{ to: '/not-found', replace: true }]));
    expect(api.bodiesTo('/api/auth/verifyResetPage')).toEqual([{ id: token }]);
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('each field has a show/hide toggle; different passwords are refused', async () => {
    const api = answerApi(validLink);
    const { user } = renderReset();
    const password = await screen.findByLabelText('New Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');

    await fillAndSubmit(user, strong, `${strong}x`);
    expect(await screen.findByText('Passwords do not match.')).toBeVisible();
    expect(api.bodiesTo('/api/auth/reset-password')).toEqual([]);
  });

  it("success: 'Submitting...', then 'Password Reset Successful' counting 5 down to 0, then /signIn", async () => {
    const held = heldAnswer();
    const api = answerApi({ ...validLink, '/api/auth/reset-password': [held.promise] });
    const { user, navigations } = renderReset();
    await fillAndSubmit(user);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    held.release({ status: 200, body: { message: 'Password reset successful' } });
    expect(await screen.findByText('Password Reset Successful')).toBeVisible();
    expect(api.bodiesTo('/api/auth/reset-password')).toEqual([{ id: token, password: strong }]);
    for (const n of [5, 4, 3, 2, 1]) {
      expect(screen.getByText(`Redirecting ... ${n}`)).toBeVisible();
      tick(1000);
    }
    expect(screen.getByText('Redirecting ... 0')).toBeVisible();
    expect(navigations).toEqual([{ to: '/signIn', replace: true }]);
  });

  it.each([
    ['User not found', 'User not found. Please try again later.', true],
    ['New password cannot be the same as the old password', 'New password cannot be the same as the old password', false],
    [
      'Password must be at least 8 characters long, include an uppercase letter, a lowercase letter, a number, and a special character.',
      'Password must be at least 8 characters long, include an uppercase letter, a lowercase letter, a number, and a special character.',
      false,
    ],
    ['Password reset not initiated', 'Password reset not initiated!', true],
    ['Something else broke', 'Password reset failed. Please try again', false],
  ])("the server's '%s' shows '%s' for 3 s (then sign in: %s)", async (serverMessage, shown, thenSignIn) => {
    answerApi({ ...validLink, '/api/auth/reset-password': [{ status: 400, body: { message: serverMessage } }] });
    const { user, navigations } = renderReset();
    await fillAndSubmit(user);
    expect(await screen.findByText(shown)).toBeVisible();
    tick(3000);
    expect(screen.queryByText(shown)).toBeNull();
    expect(navigations).toEqual(thenSignIn ? [{ to: '/signIn', replace: true }] : []);
  });
});
