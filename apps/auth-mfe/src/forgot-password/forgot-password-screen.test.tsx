import { renderWithProviders } from '@app/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, heldAnswer } from '@app/shared/testing/api-server';
import { installFakeClock } from '../test/fake-clock.ts';
import ForgotPasswordScreen from './forgot-password-screen.tsx';

beforeEach(() => installFakeClock());

function renderForgot() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { user, ...renderWithProviders(<ForgotPasswordScreen />, { pathname: '/forgotPassword' }) };
}
const tick = (ms: number) =>
  void act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('forgot password', () => {
  it('requires an email address of email type, and links back to login', async () => {
    const api = answerApi({});
    const { user } = renderForgot();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/signIn');
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    await user.type(email, 'ada@');
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('success: the sent text, then a 5-second countdown to /signIn', async () => {
    const held = heldAnswer();
    const api = answerApi({ '/api/auth/forgotPassword': [held.promise] });
    const { user, navigations } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release({ status: 200, body: { message: 'If this email exists, a reset link has been sent.' } });
    expect(await screen.findByText('Reset Link Sent Successfully to ada@example.com')).toBeVisible();
    expect(screen.getByText('If this email exists, a reset link has been sent.')).toBeVisible();
    expect(screen.getByText('Redirecting to sign in in 5 seconds...')).toBeVisible();
    expect(api.bodiesTo('/api/auth/forgotPassword')).toEqual([{ email: 'ada@example.com' }]);
    for (const left of [4, 3, 2, 1]) {
      tick(1000);
      expect(screen.getByText(`Redirecting to sign in in ${left} seconds...`)).toBeVisible();
    }
    expect(navigations).toEqual([]);
    tick(1000);
    expect(navigations).toEqual([{ to: '/signIn', replace: true }]);
  });

  it.each([
    ['no answer', 'unreachable' as const, 'Could not reach server'],
    ["'User not found'", { status: 404, body: { message: 'User not found' } }, 'User not found'],
  ])('%s shows its message for 3 s', async (_case, reply, text) => {
    answerApi({ '/api/auth/forgotPassword': [reply] });
    const { user, navigations } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Link' }));
    expect(await screen.findByText(text)).toBeVisible();
    tick(3000);
    expect(screen.queryByText(text)).toBeNull();
    expect(navigations).toEqual([]);
  });
});
