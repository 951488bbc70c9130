import type { ScheduleNewCronPayload } from '@app/shared/contracts';
import type { SessionState } from '@app/shared/session';
import { renderWithProviders } from '@app/shared/testing';
import { connectedPairPerTest } from '@app/shared/testing/socket-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { scheduleTimes } from './schedule-request.ts';
import ScheduleScreen from './schedule-screen.tsx';

const socket = connectedPairPerTest();
let requests: ScheduleNewCronPayload[];

beforeEach(() => {
  requests = [];
  socket.serverSide.on('schedule-new-cron', (request) => requests.push(request));
});

const chosen: Partial<SessionState> = {
  authenticatedUser: true,
  whatsappConnected: true,
  userId: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  selectedTypes: { Wisdom: true, Looped: false, Astrology: true },
  selectedWisdomWisdoms: [{ id: 1, title: 'Stoicism', content: '' }],
  selectedWisdomContacts: [{ id: '447700900001@s.whatsapp.net', name: 'Sam' }],
  selectedAstrologyContacts: [{ id: '447700900002@s.whatsapp.net', verifiedName: 'Bakery' }],
  astrologyFormData: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dob: '1990-12-10',
    city: 'Lisbon',
    country: 'Portugal',
    timeZone: 'Europe/Lisbon',
    latitude: 38.7167,
    longitude: -9.1333,
  },
};

function renderScreen(session: Partial<SessionState> = chosen) {
  const rendered = renderWithProviders(<ScheduleScreen />, { socket: socket.client, session, pathname: '/scheduleWisdom' });
  return { ...rendered, user: userEvent.setup() };
}

describe('/scheduleWisdom', () => {
  it('summarises each chosen type with its labels, and offers the intervals and minimums with their defaults', async () => {
    const { user } = renderScreen();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Wisdom', 'Astrology']);
    expect(within(screen.getByRole('tabpanel')).getByText('Stoicism')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Astrology' }));
    const panel = screen.getByRole('tabpanel');
    for (const label of ['First Name', 'Last Name', 'Date of Birth', 'Time of Birth', 'City', 'Country'])
      expect(within(panel).getByText(label)).toBeVisible();
    expect(within(panel).getByText('Lisbon')).toBeVisible();
    expect(screen.getByLabelText('Interval')).toHaveDisplayValue('Daily');
    expect(screen.getByLabelText('Minimum messages')).toHaveDisplayValue('25');
  });

  it('sends the request built from the choices; on success the choices are cleared and the person goes home', async () => {
    const { user, store, navigations } = renderScreen();
    await user.selectOptions(screen.getByLabelText('Interval'), '2 min');
    await user.selectOptions(screen.getByLabelText('Minimum messages'), '5 messages for testing');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('button', { name: 'Schedule' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(requests).toHaveLength(1));
    const [request] = requests;
    expect(request).toMatchObject({
      userId: 'u1',
      cronTime: 0.032,
      minimumMessage: 5,
      email: 'ada@example.com',
      name: 'Ada',
      preparedData: {
        Wisdom: { selected: true, wisdoms: ['Stoicism'], contacts: [{ id: '447700900001@s.whatsapp.net', name: 'Sam' }] },
        Looped: { selected: false, contacts: [] },
        Astrology: {
          selected: true,
          formData: { city: 'Lisbon', timeZone: 'Europe/Lisbon', timeOfBirth: '', latitude: 38.7167, longitude: -9.1333 },
          contacts: [{ id: '447700900002@s.whatsapp.net', name: 'Bakery' }],
        },
      },
    });
    expect(new Date(request!.startTime).getSeconds()).toBe(0);
    socket.serverSide.emit('schedule-success');
    await waitFor(() => expect(navigations).toEqual([{ to: '/home', replace: false }]));
    expect(store.getState().session.selectedTypes).toEqual({ Wisdom: false, Looped: false, Astrology: false });
  });

  it("shows the server's refusal and lets the person try again", async () => {
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    socket.serverSide.emit('schedule-error', { message: 'Unknown interval' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown interval');
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled();
  });

  it("without WhatsApp: 'whatsapp session does not exist', then home with WhatsApp marked not connected", async () => {
    const { user, store, navigations } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    socket.serverSide.emit('stop-cron');
    expect(await screen.findByText('whatsapp session does not exist')).toBeVisible();
    await waitFor(() => expect(navigations).toEqual([{ to: '/home', replace: true }]), { timeout: 6000 });
    expect(store.getState().session.whatsappConnected).toBe(false);
  });

  it('without chosen insights, sends the person back to choose them', () => {
    renderScreen({ authenticatedUser: true, whatsappConnected: true, userId: 'u1' });
    expect(screen.getByRole('heading', { name: 'Choose your insights first' })).toBeVisible();
  });
});

it('a schedule starts now to the minute, and runs first one interval later', () => {
  expect(scheduleTimes(new Date('2026-11-23T10:17:42.123Z'), 24)).toEqual({
    startTime: '2026-11-23T10:17:00.000Z',
    nextRunTime: '2026-11-24T10:17:00.000Z',
  });
});
