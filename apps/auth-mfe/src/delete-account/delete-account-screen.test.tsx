import { accountMessages, deleteAccountTexts } from '@app/shared/constants';
import { renderWithProviders } from '@app/shared/testing';
import { answerApi } from '@app/shared/testing/api-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DeleteAccountScreen from './delete-account-screen.tsx';
import { confirmStartPath } from './use-google-confirmation.ts';

const session = { authenticatedUser: true, userId: 'u1', name: 'Ada', email: 'ada@example.com' };
const methods = (password: boolean, google: boolean) => ({ '/api/account/sign-in-methods': [{ status: 200, body: { password, google } }] });

function renderScreen() {
  return { user: userEvent.setup(), ...renderWithProviders(<DeleteAccountScreen />, { pathname: '/delete-account', session }) };
}

afterEach(() => vi.restoreAllMocks());

describe('Delete my account', () => {
  it('says exactly what goes and where the last mail goes, and offers the data first', async () => {
    answerApi(methods(true, false));
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
    for (const line of deleteAccountTexts.removed) expect(screen.getByText(line)).toBeVisible();
    expect(screen.getByText(deleteAccountTexts.undone)).toBeVisible();
    expect(screen.getByText('When it is done, we send one email to ada@example.com to say so.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeVisible();
  });

  it('asks the password; a wrong one is said and nothing ends; the right one empties the session and goes to /signIn', async () => {
    const api = answerApi({
      ...methods(true, true),
      '/api/account/delete': [
        { status: 401, body: { message: accountMessages.wrongPassword } },
        { status: 200, body: { message: accountMessages.deleted } },
      ],
    });
    const { user, store, navigations } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(api.bodiesTo('/api/account/delete')).toEqual([]);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(accountMessages.wrongPassword)).toBeVisible();
    expect(store.getState().session.authenticatedUser).toBe(true);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(navigations).toEqual([{ to: '/signIn', replace: true }]));
    expect(store.getState().session.authenticatedUser).toBe(false);
    expect(api.bodiesTo('/api/account/delete')).toEqual([{ password: 'wrong' }, { password: 'Str0ng!pass' }]);
  });

  it('an account without a password confirms with Google in a popup, then deletes', async () => {
    const api = answerApi({
      ...methods(false, true),
      '/api/account/delete': [{ status: 200, body: { message: accountMessages.deleted } }],
    });
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const { user, navigations } = renderScreen();
    expect(await screen.findByText(deleteAccountTexts.withGoogle)).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: deleteAccountTexts.confirmWithGoogle }));
    expect(open).toHaveBeenCalledWith(confirmStartPath, 'google-confirm', expect.any(String));
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'google-confirm-success' }, origin: window.location.origin, source: popup }),
    );
    await waitFor(() => expect(navigations).toEqual([{ to: '/signIn', replace: true }]));
    expect(api.bodiesTo('/api/account/delete')).toEqual([{}]);
  });

  it('Keep my account goes back without asking anything', async () => {
    const api = answerApi(methods(true, false));
    const { user, navigations } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(navigations).toEqual([{ to: '/', replace: false }]);
    expect(api.bodiesTo('/api/account/delete')).toEqual([]);
  });
});
