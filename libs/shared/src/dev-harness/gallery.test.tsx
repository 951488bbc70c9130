import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { Gallery } from './gallery.tsx';

it('the gallery shows every component, and its dialogs open and close', { timeout: 20_000 }, async () => {
  renderWithProviders(<Gallery />);
  for (const section of [
    'Colours',
    'Buttons',
    'Fields',
    'Notices',
    'Tabs, chips and avatars',
    'Loading and empty',
    'Menus, dialogs and toasts',
  ]) {
    expect(screen.getByRole('heading', { name: section })).toBeVisible();
  }
  await userEvent.click(screen.getByRole('button', { name: 'Open a dialog' }));
  expect(screen.getByRole('alertdialog', { name: 'Remove WhatsApp Connection' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
