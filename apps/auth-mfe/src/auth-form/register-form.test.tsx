import { renderWithProviders } from '@app/shared/testing';
import { ToastHost } from '@app/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, heldAnswer } from '@app/shared/testing/api-server';
import { installFakeClock } from '../test/fake-clock.ts';
import AuthFormScreen from './auth-form-screen.tsx';

beforeEach(() => installFakeClock());

const strong = 'Str0ng!pass';

function renderRegister() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const rendered = renderWithProviders(
    <>
      <AuthFormScreen />
      <ToastHost />
    </>,
    { pathname: '/register' },
  );
  return { user, ...rendered };
}

const field = (label: string) => screen.getByLabelText(label);

describe('register: validation (docs/product.md §5)', () => {
  it('shows each rule’s message', async () => {
    answerApi({});
    const { user } = renderRegister();
    expect(screen.getByRole('heading', { name: 'Create your Companion account' })).toBeVisible();
    await user.click(field('Full name'));
    await user.tab();
    expect(await screen.findByText('Full name is required')).toBeVisible();
    await user.type(field('Full name'), 'A');
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeVisible();

    await user.type(field('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();

    await user.type(field('Password'), 'weakpass');
    await user.tab();
    expect(
      await screen.findByText(
        'Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character',
      ),
    ).toBeVisible();

    await user.click(field('Confirm password'));
    await user.tab();
    expect(await screen.findByText('Please confirm your password')).toBeVisible();
  });

  it('re-checks the confirmation when the password changes', async () => {
    answerApi({});
    const { user } = renderRegister();
    await user.type(field('Password'), strong);
    await user.type(field('Confirm password'), strong);
    await user.tab();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    await user.type(field('Password'), 'x');
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(field('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    await user.type(field('Password'), '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).toBeNull());
  });
});

describe('register: submitting', () => {
  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(field('Full name'), 'Ada Lovelace');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), strong);
    await user.type(field('Confirm password'), strong);
  }

  it('shows a spinner while busy; success is a toast, then the new user is signed in and sent to verify', async () => {
    const held = heldAnswer();
    const api = answerApi({
      '/api/auth/register': [held.promise],
      '/api/auth/login': [
        {
          status: 200,
          body: { userId: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', isEmailVerified: false, whatsappConnected: false },
        },
      ],
    });
    const { user, store, navigations } = renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status', { name: 'Registering' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Register/ })).toBeDisabled();
    held.release({ status: 201, body: { message: 'Registration successful! Please verify your email.' } });

    expect(await screen.findByText('Registration successful! Please verify your email.')).toBeVisible();
    await waitFor(() => expect(navigations).toEqual([{ to: '/verifyEmail', replace: true }]));
    expect(api.bodiesTo('/api/auth/register')).toEqual([{ fullName: 'Ada Lovelace', email: 'ada@example.com', password: strong }]);
    expect(store.getState().session).toMatchObject({ authenticatedUser: true, showVerifyPage: true, userId: 'u1' });
  });

  it("shows the server's refusal as a toast and stays", async () => {
    answerApi({ '/api/auth/register': [{ status: 409, body: { message: 'An account with this email already exists.' } }] });
    const { user, store, navigations } = renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeVisible();
    expect(navigations).toEqual([]);
    expect(store.getState().session.authenticatedUser).toBe(false);
  });
});
