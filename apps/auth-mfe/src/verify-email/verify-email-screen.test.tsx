import { renderWithProviders } from '@app/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, heldAnswer } from '@app/shared/testing/api-server';
import { installFakeClock } from '../test/fake-clock.ts';
import VerifyEmailScreen from './verify-email-screen.tsx';

beforeEach(() => installFakeClock());

const pending = { authenticatedUser: true, showVerifyPage: true, name: 'Ada', email: 'ada@example.com', userId: 'u1' };

function renderVerify() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { user, ...renderWithProviders(<VerifyEmailScreen />, { session: pending }) };
}
const codeInput = () => screen.getByLabelText('Verification code');
const tick = (ms: number) =>
  void act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('verify email', () => {
  it("shows the session's email, and 'Go Back' empties the session and returns to sign in", async () => {
    answerApi({});
    const { user, store, navigations } = renderVerify();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(store.getState().session).toMatchObject({ authenticatedUser: false, showVerifyPage: false, email: null, userId: null });
    expect(navigations).toEqual([{ to: '/signIn', replace: true }]);
  });

  it("enables 'Verify' only with exactly 6 characters, and takes no more than 6", async () => {
    answerApi({});
    const { user } = renderVerify();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(codeInput(), '12345');
    expect(verify).toBeDisabled();
    await user.type(codeInput(), '67');
    expect(codeInput()).toHaveValue('123456');
    expect(verify).toBeEnabled();
  });

  it('the send link: first label (and no claim that a code was sent), then a disabled countdown from 10, then the resend label', async () => {
    const api = answerApi({ '/api/verifyEmail/requestEmailCode': [{ status: 200, body: { message: 'Email sent successfully' } }] });
    const { user } = renderVerify();
    // Nothing is said to be sent before it is.
    expect(screen.getByText(/we will send a 6-digit code to/)).toBeVisible();
    expect(screen.queryByText(/code we sent to/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send OTP to your email' }));
    expect(await screen.findByRole('button', { name: 'Resend in 10 seconds' })).toBeDisabled();
    expect(screen.getByText('Email sent successfully')).toBeVisible();
    expect(screen.getByText(/Enter the 6-digit code we sent to/)).toBeVisible();
    expect(api.bodiesTo('/api/verifyEmail/requestEmailCode')).toEqual([{ userId: 'u1' }]);
    tick(1000);
    expect(screen.getByRole('button', { name: 'Resend in 9 seconds' })).toBeDisabled();
    tick(1000);
    tick(1000);
    expect(screen.getByRole('button', { name: 'Resend in 7 seconds' })).toBeDisabled();
    expect(screen.queryByText('Email sent successfully')).toBeNull();
    for (let i = 0; i < 7; i += 1) tick(1000);
    const resend = screen.getByRole('button', { name: 'Resend Verification Code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend in 10 seconds' })).toBeDisabled();
  });

  it("a refused send shows the server's message in red for 3 s and keeps the first label", async () => {
    answerApi({
      '/api/verifyEmail/requestEmailCode': [{ status: 429, body: { message: 'Please wait 8 seconds before requesting another code.' } }],
    });
    const { user } = renderVerify();
    await user.click(screen.getByRole('button', { name: 'Send OTP to your email' }));
    expect(await screen.findByText('Please wait 8 seconds before requesting another code.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send OTP to your email' })).toBeEnabled();
    tick(3000);
    expect(screen.queryByText('Please wait 8 seconds before requesting another code.')).toBeNull();
  });

  it("a wrong code shows the server's message for 3 s", async () => {
    answerApi({ '/api/verifyEmail/verifyCode': [{ status: 400, body: { message: 'Invalid verification code' } }] });
    const { user, store } = renderVerify();
    await user.type(codeInput(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code')).toBeVisible();
    tick(3000);
    expect(screen.queryByText('Invalid verification code')).toBeNull();
    expect(store.getState().session.showVerifyPage).toBe(true);
  });

  it("success: the button is disabled while checking, then 'Email Verified Successfully', 'Redirecting ...', and after 3 s verification is no longer pending", async () => {
    const held = heldAnswer();
    const api = answerApi({ '/api/verifyEmail/verifyCode': [held.promise] });
    const { user, store } = renderVerify();
    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled());
    held.release({ status: 200, body: { message: 'Email verified successfully' } });
    expect(await screen.findByText('Email Verified Successfully')).toBeVisible();
    expect(screen.getByText('Redirecting ...')).toBeVisible();
    expect(api.bodiesTo('/api/verifyEmail/verifyCode')).toEqual([{ userId: 'u1', verificationCode: '123456' }]);
    tick(2900);
    expect(store.getState().session.showVerifyPage).toBe(true);
    tick(100);
    expect(store.getState().session.showVerifyPage).toBe(false);
    expect(store.getState().session.authenticatedUser).toBe(true);
  });
});
