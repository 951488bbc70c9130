import { wisdoms } from '@app/shared/catalogue';
import { makeStore } from '@app/shared/session';
import { renderWithProviders } from '@app/shared/testing';
import { answerApi } from '@app/shared/testing/api-server';
import { validationMessages } from '@app/shared/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import WisdomSelectionScreen from './wisdom-selection-screen.tsx';

const linked = { authenticatedUser: true, userId: 'u1', name: 'Ada', whatsappConnected: true };

function renderScreen(store = makeStore({ session: linked })) {
  const rendered = renderWithProviders(<WisdomSelectionScreen />, { store, pathname: '/wisdom' });
  return { ...rendered, user: userEvent.setup() };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const chip = (name: string) => within(screen.getByRole('group', { name: 'Kinds of insight' })).getByRole('button', { name });

describe('/wisdom', () => {
  it('keeps next disabled until a kind of insight is on; the chips toggle', async () => {
    const { user, store } = renderScreen();
    expect(next()).toBeDisabled();
    await user.click(chip('Looped'));
    expect(chip('Looped')).toHaveAttribute('aria-pressed', 'true');
    expect(next()).toBeEnabled();
    expect(store.getState().session.selectedTypes).toEqual({ Wisdom: false, Looped: true, Astrology: false });
    await user.click(chip('Looped'));
    expect(next()).toBeDisabled();
  });

  it('Wisdom needs a philosophy: the error modal, then two chosen go on to /contacts', async () => {
    const { user, navigations } = renderScreen();
    await user.click(chip('Wisdom'));
    const list = screen.getByRole('list', { name: 'Philosophies' });
    expect(within(list).getAllByRole('button')).toHaveLength(wisdoms.length);
    const pictures = within(list).getAllByTestId('avatar');
    expect(pictures).toHaveLength(wisdoms.length);
    // Every wisdom has its own picture, never the initials fallback.
    expect(pictures.filter((avatar) => avatar.querySelector('svg'))).toHaveLength(wisdoms.length);
    await user.click(next());
    expect(screen.getByRole('alertdialog')).toHaveTextContent(`Error: ${validationMessages.selectWisdomFirst}`);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(within(list).getByRole('button', { name: /Stoicism/ }));
    await user.click(within(list).getByRole('button', { name: /Taoism/ }));
    expect(screen.getByRole('heading', { name: 'Philosophies (2 chosen)' })).toBeVisible();
    await user.click(within(list).getByRole('button', { name: /Taoism/ }));
    expect(within(list).getByRole('button', { name: /Taoism/ })).toHaveAttribute('aria-pressed', 'false');
    await user.click(next());
    expect(navigations).toEqual([{ to: '/contacts', replace: false }]);
  });

  it('Astrology needs every birth detail but the time, and marks the missing ones; the city field offers the server’s cities', async () => {
    const api = answerApi({
      '/api/places/cities': [
        {
          status: 200,
          body: [
            { city: 'Lisbon', province: 'Lisboa', country: 'Portugal', countryCode: 'PT', lat: 38.7, lng: -9.1, timezone: 'Europe/Lisbon' },
          ],
        },
      ],
    });
    const { user, navigations, store } = renderScreen();
    await user.click(chip('Astrology'));
    await user.click(next());
    expect(screen.getByRole('alertdialog')).toHaveTextContent(`Error: ${validationMessages.fillAstrologyForm}`);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // Each missing field says so; the optional time of birth does not.
    for (const label of ['First Name', 'Last Name', 'Date of Birth', 'City', 'Country'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/Required/);
    expect(screen.getByLabelText('Time of Birth')).not.toHaveAccessibleDescription(/Required/);

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    expect(screen.getByLabelText('First Name')).not.toHaveAccessibleDescription(/Required/);
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Date of Birth'), '1990-12-10');
    await user.type(screen.getByLabelText('City'), 'Lis');
    await user.click(await screen.findByRole('button', { name: 'Lisbon, Lisboa, Portugal' }));
    expect(screen.getByLabelText('Country')).toHaveValue('Portugal');
    expect(api.requests.at(-1)).toMatchObject({ path: '/api/places/cities', method: 'GET' });
    expect(screen.queryByRole('list', { name: 'Matching cities' })).toBeNull();

    await user.click(next());
    expect(navigations).toEqual([{ to: '/contacts', replace: false }]);
    expect(store.getState().session.astrologyFormData).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      dob: '1990-12-10',
      city: 'Lisbon',
      country: 'Portugal',
      timeZone: 'Europe/Lisbon',
      latitude: 38.7,
      longitude: -9.1,
    });
  });

  it('the choices are the session’s: they are there again when the page comes back', async () => {
    const store = makeStore({ session: linked });
    const first = renderScreen(store);
    await first.user.click(chip('Wisdom'));
    await first.user.click(screen.getByRole('button', { name: /Stoicism/ }));
    first.unmount();
    renderScreen(store);
    expect(chip('Wisdom')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Stoicism/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
