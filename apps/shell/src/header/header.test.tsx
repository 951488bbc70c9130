import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sessions } from '../test/render-app.tsx';

vi.mock('@module-federation/enhanced/runtime', () => import('../test/fake-remote-runtime.tsx'));

const logoutAnswering = (status: number, body: unknown) => ({ '/api/auth/logout': [{ status, body }] });

async function logOut() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ada' }));
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
}

describe('header', () => {
  it("is shown with the logo and the user's name, and the logo leads to /", async () => {
    const { currentPath } = renderApp('/cron-jobs', { session: sessions.withoutWhatsapp });
    expect(await screen.findByRole('banner')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Companion home' }));
    // `/` sends a signed-in user without WhatsApp on to the connect page.
    await waitFor(() => expect(currentPath()).toBe('/whatsappLogin'));
  });

  it.each(['/wisdom-result/v0-4/p1', '/wisdom-result/p1', '/wisdom-result/v0-2/looped/p1'])('is absent on %s', async (path) => {
    renderApp(path, { session: sessions.withWhatsapp });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the emulator banner when the server uses the local identity provider', async () => {
    renderApp('/signIn');
    expect(await screen.findByText('Running in emulator mode. Do not use with production credentials.')).toBeVisible();
  });
});

describe('Logout (docs/product.md §4)', () => {
  it.each([
    ['success', 200, { message: 'Logged out' }],
    ['401', 401, { message: 'Not signed in' }],
    ['402', 402, { message: 'Payment required' }],
    ["'User not found.'", 404, { message: 'User not found.' }],
  ])('on %s empties the session, marks WhatsApp not connected and goes to /signIn', async (_case, status, body) => {
    const { store, currentPath, requests } = renderApp('/cron-jobs', {
      session: { ...sessions.withWhatsapp },
      api: logoutAnswering(status, body),
    });
    await logOut();
    await waitFor(() => expect(currentPath()).toBe('/signIn'));
    expect(store.getState().session).toMatchObject({ authenticatedUser: false, whatsappConnected: false, name: null, userId: null });
    expect(requests.filter((r) => r.path === '/api/auth/logout')).toEqual([
      { path: '/api/auth/logout', method: 'POST', credentials: 'include', body: { userId: 'u1' } },
    ]);
  });

  it('any other failure keeps the session and says so', async () => {
    const { store, currentPath } = renderApp('/cron-jobs', {
      session: sessions.withoutWhatsapp,
      api: logoutAnswering(500, { message: 'Something went wrong' }),
    });
    await logOut();
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(store.getState().session.authenticatedUser).toBe(true);
    expect(currentPath()).toBe('/cron-jobs');
  });
});

describe('Download my data and Delete my account', () => {
  it('Download my data saves the export as a JSON file; a refusal is said', async () => {
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:companion/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { requests } = renderApp('/cron-jobs', {
      session: sessions.withWhatsapp,
      api: {
        '/api/account/export': [
          { status: 200, body: { about: 'Everything', account: { name: 'Ada' } } },
          { status: 429, body: { message: 'You downloaded your data a few times already. Please try again in 60 minutes.' } },
        ],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^companion-data-\d{4}-\d{2}-\d{2}\.json$/) as string]));
    expect(requests.filter((r) => r.path === '/api/account/export')).toHaveLength(1);
    expect(await screen.findByText(`Your data was saved as ${saved[0]}.`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Ada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('You downloaded your data a few times already. Please try again in 60 minutes.')).toBeVisible();
    expect(saved).toHaveLength(1);
  });

  it('Delete my account opens the page that says what goes', async () => {
    const { currentPath } = renderApp('/cron-jobs', { session: sessions.withWhatsapp });
    await userEvent.click(await screen.findByRole('button', { name: 'Ada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(currentPath()).toBe('/delete-account'));
  });
});
