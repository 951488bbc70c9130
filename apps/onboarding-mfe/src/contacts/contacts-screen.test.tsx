import type { Contact } from '@app/shared/contracts';
import type { SessionState } from '@app/shared/session';
import { renderWithProviders } from '@app/shared/testing';
import { answerApi } from '@app/shared/testing/api-server';
import { connectedPairPerTest } from '@app/shared/testing/socket-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import ContactsScreen from './contacts-screen.tsx';

const chats: Contact[] = [
  { id: '447700900001@s.whatsapp.net', name: 'Old Friend', lastMessageTimestamp: 100 },
  { id: '447700900002@s.whatsapp.net', verifiedName: 'Corner Bakery', lastMessageTimestamp: 300 },
  { id: '447700900003@s.whatsapp.net', lastMessageTimestamp: 200 },
  ...Array.from({ length: 6 }, (_, i) => ({ id: `4477009001${i}@s.whatsapp.net`, name: `Friend ${i}`, lastMessageTimestamp: 50 - i })),
];

const socket = connectedPairPerTest();
let asked: string[];

beforeEach(() => {
  answerApi({ '/api/staff/access': [{ status: 200, body: { staff: false, llm: false } }] });
  asked = [];
  socket.serverSide.on('get-contacts', (userId) => {
    asked.push(`get-contacts:${userId}`);
    socket.serverSide.emit('contacts-data', { chats });
  });
  socket.serverSide.on('get-contact-images', (userId) => asked.push(`get-contact-images:${userId}`));
});

function renderScreen(session: Partial<SessionState>) {
  const rendered = renderWithProviders(<ContactsScreen />, {
    socket: socket.client,
    pathname: '/contacts',
    session: { authenticatedUser: true, userId: 'u1', name: 'Ada', whatsappConnected: true, ...session },
  });
  return { ...rendered, user: userEvent.setup() };
}

const wisdomAndLooped = { selectedTypes: { Wisdom: true, Looped: true, Astrology: false } };
const contactButtons = () => within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('button');
/** A contact's shown name (its picture or initials are decoration beside it). */
const labelOf = (button: HTMLElement) => button.lastElementChild?.textContent;

describe('/contacts', () => {
  it('asks for the contacts and pictures; tabs for the chosen types with their counts; newest first, named by fallback', async () => {
    renderScreen(wisdomAndLooped);
    await waitFor(() => expect(contactButtons()).toHaveLength(chats.length));
    expect(asked).toEqual(['get-contacts:u1', 'get-contact-images:u1']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Selected Contacts for Wisdom (0 /5)',
      'Selected Contacts for Looped (0 /1)',
    ]);
    expect(contactButtons().slice(0, 3).map(labelOf)).toEqual(['Corner Bakery', '+447700900003', 'Old Friend']);
    socket.serverSide.emit('contacts-images', [{ contact: chats[0]!.id, imgUrl: 'data:image/png;base64,AAAA' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Old Friend' }).querySelector('img')).not.toBeNull());
  });

  it('caps Wisdom at 5 with the product message, said inline; a second Looped contact swaps the first; chips remove', async () => {
    const { user, store } = renderScreen(wisdomAndLooped);
    await waitFor(() => expect(contactButtons()).toHaveLength(chats.length));
    for (const button of contactButtons().slice(0, 5)) await user.click(button);
    expect(screen.getByRole('tab', { name: 'Selected Contacts for Wisdom (5 /5)' })).toBeVisible();
    await user.click(contactButtons()[5]!);
    expect(screen.getByRole('alert')).toHaveTextContent('You can only select up to 5 contact(s) for Wisdom.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Old Friend' }));
    expect(store.getState().session.selectedWisdomContacts.map((c) => c.name ?? c.verifiedName ?? c.id)).not.toContain('Old Friend');
    // A change of choice clears the notice.
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Looped/ }));
    await user.click(contactButtons()[0]!);
    const second = contactButtons()[1]!;
    const secondName = labelOf(second);
    await user.click(second);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().session.selectedLoopedContacts.map((c) => c.id.split('@')[0])).toEqual([secondName!.replace('+', '')]);
  });

  it('searches by name or number', async () => {
    const { user } = renderScreen(wisdomAndLooped);
    await waitFor(() => expect(contactButtons()).toHaveLength(chats.length));
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'bakery');
    expect(contactButtons().map(labelOf)).toEqual(['Corner Bakery']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search contacts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'nobody');
    expect(screen.getByRole('heading', { name: 'No contact matches' })).toBeVisible();
  });

  it('Next needs a contact for every chosen type, then goes to /scheduleWisdom; Back goes to /wisdom', async () => {
    const { user, navigations } = renderScreen(wisdomAndLooped);
    await waitFor(() => expect(contactButtons()).toHaveLength(chats.length));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one contact for wisdom.');
    await user.click(contactButtons()[0]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one contact for Looped.');
    expect(screen.getByRole('tab', { name: /Looped/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(contactButtons()[1]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigations).toEqual([
      { to: '/scheduleWisdom', replace: false },
      { to: '/wisdom', replace: false },
    ]);
  });

  it('without a chosen kind of insight, sends the person back to choose one', () => {
    renderScreen({});
    expect(screen.getByRole('heading', { name: 'Choose your insights first' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your insights' })).toHaveAttribute('href', '/wisdom');
  });

  it('staff (as the server says) get a link to the prompt tester per chosen contact, which selects that contact', async () => {
    answerApi({ '/api/staff/access': [{ status: 200, body: { staff: true, llm: true } }] });
    const { user, store, navigations } = renderScreen({
      ...wisdomAndLooped,
      selectedWisdomContacts: [{ id: chats[0]!.id, name: 'Old Friend' }],
    });
    const link = await screen.findByRole('link', { name: 'Test a prompt with Old Friend' });
    expect(link).toHaveAttribute('href', '/custom-Wisdom');
    await user.click(link);
    expect(store.getState().session.selectedContact).toMatchObject({ id: chats[0]!.id, name: 'Old Friend' });
    expect(navigations).toEqual([{ to: '/custom-Wisdom', replace: false }]);
  });

  it('shows no tester link to an account that is not staff', async () => {
    const { bodiesTo } = answerApi({ '/api/staff/access': [{ status: 200, body: { staff: false, llm: false } }] });
    renderScreen({ ...wisdomAndLooped, selectedWisdomContacts: [{ id: chats[0]!.id, name: 'Old Friend' }] });
    await waitFor(() => expect(bodiesTo('/api/staff/access')).toHaveLength(1));
    await waitFor(() => expect(contactButtons()).toHaveLength(chats.length));
    expect(screen.queryByRole('navigation', { name: 'Prompt tester (staff)' })).toBeNull();
  });
});
