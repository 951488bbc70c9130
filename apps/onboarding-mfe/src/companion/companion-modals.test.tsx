import { wisdoms } from '@app/shared/catalogue';
import { renderWithProviders } from '@app/shared/testing';
import { connectedPairPerTest } from '@app/shared/testing/socket-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CompanionButtons } from './companion-buttons.tsx';

const socket = connectedPairPerTest();
const sent = (event: string) => socket.sent(event);

function renderButtons() {
  renderWithProviders(<CompanionButtons />, {
    socket: socket.client,
    session: { authenticatedUser: true, userId: 'u1', name: 'Ada', whatsappConnected: true },
  });
  return userEvent.setup();
}

describe('companion wisdom modal', () => {
  it("shows 'None selected', every wisdom, and keeps its button disabled until one is chosen", async () => {
    socket.serverSide.on('getCompanionWisdom', () => socket.serverSide.emit('companion-wisdom', { companionWisdom: null }));
    const user = renderButtons();
    await user.click(screen.getByRole('button', { name: "Change Companion's Wisdom" }));
    const dialog = screen.getByRole('dialog', { name: 'Companion Wisdom' });
    expect(await within(dialog).findByText('None selected')).toBeVisible();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(wisdoms.length);
    expect(within(dialog).getByText(wisdoms[0]!.content)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Set Companion Wisdom' })).toBeDisabled();
    await waitFor(() => expect(sent('getCompanionWisdom')).toEqual([{ userId: 'u1' }]));
  });

  it("shows the current one, sends the choice, reads 'Loading...' and closes on success", async () => {
    socket.serverSide.on('getCompanionWisdom', () => socket.serverSide.emit('companion-wisdom', { companionWisdom: { title: 'Taoism' } }));
    const user = renderButtons();
    await user.click(screen.getByRole('button', { name: "Change Companion's Wisdom" }));
    const dialog = screen.getByRole('dialog', { name: 'Companion Wisdom' });
    await waitFor(() => expect(within(dialog).getByText(/^Current:/)).toHaveTextContent('Current: Taoism'));
    await user.click(within(dialog).getByRole('radio', { name: /Stoicism/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Set Companion Wisdom' }));
    expect(within(dialog).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await waitFor(() => expect(sent('setCompanionWisdom')).toEqual([{ userId: 'u1', selectedWisdom: 'Stoicism' }]));
    socket.serverSide.emit('companion-wisdom-success', { message: 'Companion wisdom updated' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a click on the backdrop', async () => {
    const user = renderButtons();
    await user.click(screen.getByRole('button', { name: "Change Companion's Wisdom" }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('companion language modal', () => {
  it('shows the current language and the six choices; sends the choice and closes on success', async () => {
    socket.serverSide.on('get-user-language', () => socket.serverSide.emit('user-selected-language', { language: 'French' }));
    const user = renderButtons();
    await user.click(screen.getByRole('button', { name: "Change Companion's Language" }));
    const dialog = screen.getByRole('dialog', { name: 'Companion Language' });
    expect(await within(dialog).findByText('French', { selector: 'strong' })).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['English', 'Spanish', 'French', 'Portuguese', 'Arabic', 'Indonesian']);
    expect(within(dialog).getByRole('button', { name: 'Set Companion Language' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Arabic' }));
    await user.click(within(dialog).getByRole('button', { name: 'Set Companion Language' }));
    expect(within(dialog).getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await waitFor(() => expect(sent('change-companion-language')).toEqual([{ userId: 'u1', language: 'Arabic' }]));
    socket.serverSide.emit('companion-language-success', { message: 'Companion language updated' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("without an answer yet says 'None selected'", async () => {
    const user = renderButtons();
    await user.click(screen.getByRole('button', { name: "Change Companion's Language" }));
    expect(within(screen.getByRole('dialog', { name: 'Companion Language' })).getByText('None selected')).toBeVisible();
  });
});
