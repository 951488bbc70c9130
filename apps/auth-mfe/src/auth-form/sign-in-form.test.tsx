import { renderWithProviders } from '@app/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, heldAnswer } from '@app/shared/testing/api-server';
import { installFakeClock } from '../test/fake-clock.ts';
import AuthFormScreen from './auth-form-screen.tsx';

beforeEach(() => installFakeClock());

const verified = { userId: 'u1', name: 'Ada', email: 'ada@example.com', isEmailVerified: true, whatsappConnected: true };

function renderSignIn() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const rendered = renderWithProviders(<AuthFormScreen />, { pathname: '/signIn' });
  return { user, ...rendered };
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

describe('sign in: validation (docs/product.md §5)', () => {
  it('checks a field on blur, then on every change once touched, with the error tied to the field', async () => {
    answerApi({});
    const { user } = renderSignIn();
    await user.click(email());
    expect(screen.queryByText('Email is required')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Email is required');

    await user.type(email(), 'ada@');
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    await user.type(email(), 'example.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).toBeNull());
    expect(email()).not.toHaveAttribute('aria-invalid');

    await user.click(password());
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeVisible();
    await user.type(password(), '12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeVisible();
    await user.type(password(), '6');
    await waitFor(() => expect(screen.queryByText('Password must be at least 6 characters')).toBeNull());
  });

  it('checks everything on submit and sends nothing while invalid', async () => {
    const api = answerApi({});
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(api.requests).toEqual([]);
  });
});

describe('sign in: submitting (docs/product.md §4, §8)', () => {
  it("reads 'Signing in...' while busy; a verified user goes to /home, remembered", async () => {
    const held = heldAnswer();
    const api = answerApi({ '/api/auth/login': [held.promise] });
    const { user, store, navigations } = renderSignIn();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    held.release({ status: 200, body: verified });
    await waitFor(() => expect(navigations).toEqual([{ to: '/home', replace: true }]));
    expect(api.bodiesTo('/api/auth/login')).toEqual([{ email: 'ada@example.com', password: 'secret1', rememberMe: true }]);
    expect(api.requests[0]).toMatchObject({ credentials: 'include', method: 'POST' });
    expect(store.getState().session).toMatchObject({
      authenticatedUser: true,
      userId: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      showVerifyPage: false,
      whatsappConnected: true,
    });
  });

  it('an unverified user is marked not connected and held on /verifyEmail', async () => {
    answerApi({ '/api/auth/login': [{ status: 200, body: { ...verified, isEmailVerified: false } }] });
    const { store, navigations } = renderWithProviders(<AuthFormScreen />, {
      pathname: '/signIn',
      session: { whatsappConnected: true },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigations).toEqual([{ to: '/verifyEmail', replace: true }]));
    expect(store.getState().session).toMatchObject({ showVerifyPage: true, whatsappConnected: false });
  });

  it("shows the server's message under the form for 3 s, then resets the form", async () => {
    answerApi({ '/api/auth/login': [{ status: 401, body: { message: 'Invalid email or password.' } }] });
    const { user, store } = renderSignIn();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeVisible();
    void act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByText('Invalid email or password.')).toBeVisible();
    void act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText('Invalid email or password.')).toBeNull();
    expect(email()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(store.getState().session.authenticatedUser).toBe(false);
  });

  it("says 'Could not reach server' when there is no answer", async () => {
    answerApi({ '/api/auth/login': ['unreachable'] });
    const { user } = renderSignIn();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Could not reach server')).toBeVisible();
  });

  it("links to 'Forgot your password?' and to the Register tab", () => {
    answerApi({});
    renderSignIn();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('aria-current', 'page');
  });
});

describe("'Sign In using Gmail'", () => {
  function openPopup() {
    const popup = { closed: false } as Window;
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    return { popup, open };
  }
  const post = (data: unknown, source: Window, origin = window.location.origin) =>
    void act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as never })));

  it('opens the Google popup; its success signs the user in as a Google user and goes to /home', async () => {
    answerApi({});
    const { popup, open } = openPopup();
    const { user, store, navigations } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In using Gmail' }));
    expect(open).toHaveBeenCalledWith('/api/auth/google/start', 'google-sign-in', expect.any(String));
    expect(screen.getByRole('button', { name: 'Sign In using Gmail' })).toBeDisabled();

    // Messages from elsewhere are ignored.
    post(
      { type: 'google-auth-success', user: { userId: 'evil', name: 'Eve', email: 'eve@example.com', whatsappConnected: false } },
      popup,
      'https://evil.example',
    );
    post(
      { type: 'google-auth-success', user: { userId: 'evil', name: 'Eve', email: 'eve@example.com', whatsappConnected: false } },
      window,
    );
    expect(store.getState().session.authenticatedUser).toBe(false);

    post(
      { type: 'google-auth-success', user: { userId: 'g1', name: 'Grace', email: 'grace@example.com', whatsappConnected: true } },
      popup,
    );
    expect(store.getState().session).toMatchObject({
      authenticatedUser: true,
      userId: 'g1',
      name: 'Grace',
      email: 'grace@example.com',
      showVerifyPage: false,
      isGoogleLogin: true,
      whatsappConnected: true,
    });
    expect(navigations).toEqual([{ to: '/home', replace: true }]);
  });

  it("a failure shows 'Invalid Email'", async () => {
    answerApi({});
    const { popup } = openPopup();
    const { user, store } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In using Gmail' }));
    post({ type: 'google-auth-failure', message: 'access_denied' }, popup);
    expect(await screen.findByText('Invalid Email')).toBeVisible();
    expect(store.getState().session.authenticatedUser).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign In using Gmail' })).toBeEnabled();
  });

  it('a popup that closes before its message arrives: the session its callback set signs the user in', async () => {
    const grace = { userId: 'g1', name: 'Grace', email: 'grace@example.com', whatsappConnected: false };
    const { bodiesTo } = answerApi({ '/api/auth/googleAuth': [{ status: 200, body: grace }] });
    const { popup } = openPopup();
    const { user, store, navigations } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In using Gmail' }));
    Object.assign(popup, { closed: true });
    await waitFor(() => expect(navigations).toEqual([{ to: '/home', replace: true }]));
    expect(bodiesTo('/api/auth/googleAuth')).toEqual([{}]);
    expect(store.getState().session).toMatchObject({ authenticatedUser: true, ...grace, isGoogleLogin: true });
    // The message, arriving after all, changes nothing.
    post({ type: 'google-auth-failure', message: 'late' }, popup);
    expect(screen.queryByText('Invalid Email')).toBeNull();
  });

  it('a popup closed without signing in: the server says nobody is signed in, and the button is back', async () => {
    const { bodiesTo } = answerApi({ '/api/auth/googleAuth': [{ status: 401, body: { message: 'Not signed in' } }] });
    const { popup } = openPopup();
    const { user, store, navigations } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In using Gmail' }));
    Object.assign(popup, { closed: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In using Gmail' })).toBeEnabled());
    act(() => void vi.advanceTimersByTime(5000));
    expect(bodiesTo('/api/auth/googleAuth')).toEqual([{}]);
    expect(store.getState().session.authenticatedUser).toBe(false);
    expect(navigations).toEqual([]);
    expect(screen.queryByText('Invalid Email')).toBeNull();
  });

  it('a blocked popup says how to fix it', async () => {
    answerApi({});
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In using Gmail' }));
    expect(await screen.findByText('Please allow pop-ups for this site to sign in with Google.')).toBeVisible();
  });
});
