import type { GetInstantWisdomPayload, InstantWisdomAck } from '@app/shared/contracts';
import { renderWithProviders } from '@app/shared/testing';
import { connectedPairPerTest } from '@app/shared/testing/socket-server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { InstantWisdomCard } from './instant-wisdom-card.tsx';

const socket = connectedPairPerTest();
let asked: GetInstantWisdomPayload[];
let answer: InstantWisdomAck;
const chats = [
  { id: '447700900001@s.whatsapp.net', name: 'Sam', lastMessageTimestamp: 2 },
  { id: '447700900002@s.whatsapp.net', name: 'Kim', lastMessageTimestamp: 1 },
];
beforeEach(() => {
  asked = [];
  socket.serverSide.on('get-contacts', () => socket.serverSide.emit('contacts-data', { chats }));
  socket.serverSide.on('get-instant-wisdom', (payload, ack) => {
    asked.push(payload);
    ack(answer);
  });
});

const render = () => ({
  ...renderWithProviders(<InstantWisdomCard />, {
    socket: socket.client,
    session: { authenticatedUser: true, whatsappConnected: true, userId: 'u1' },
  }),
  user: userEvent.setup(),
});

describe("'A wisdom now' on /home", () => {
  it('asks for the chosen contact, philosophy and kind; keeps the answer and opens /instant-wisdom', async () => {
    answer = { status: 'success', response: { wisdom: 'Taoism', insight: '{}', isLooped: false } };
    const { user, store, navigations } = render();
    await waitFor(() => expect(screen.getByLabelText('Contact')).toHaveDisplayValue('Sam'));
    await user.selectOptions(screen.getByLabelText('Contact'), 'Kim');
    await user.selectOptions(screen.getByLabelText('Philosophy'), 'Taoism');
    await user.click(screen.getByRole('button', { name: 'Get a wisdom now' }));
    await waitFor(() => expect(navigations).toEqual([{ to: '/instant-wisdom', replace: false }]));
    expect(asked).toEqual([{ contactId: chats[1]!.id, contactName: 'Kim', wisdom: 'Taoism', looped: false }]);
    expect(JSON.parse(store.getState().session.instantWisdomResponse!)).toEqual(answer.status === 'success' && answer.response);
  });

  it("a Looped reading instead; the server's refusal is shown and nothing opens", async () => {
    answer = { status: 'error', message: 'Not enough recent messages with Sam for a wisdom yet.' };
    const { user, navigations } = render();
    await waitFor(() => expect(screen.getByLabelText('Contact')).toHaveDisplayValue('Sam'));
    await user.click(screen.getByRole('checkbox', { name: /relationship reading/ }));
    expect(screen.getByLabelText('Philosophy')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Get a wisdom now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough recent messages with Sam for a wisdom yet.');
    expect(asked[0]).toMatchObject({ looped: true });
    expect(navigations).toEqual([]);
  });
});
