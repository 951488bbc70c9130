import type { InsightSummary, ScheduleJob } from '@app/shared/contracts';
import { renderWithProviders } from '@app/shared/testing';
import { connectedPairPerTest } from '@app/shared/testing/socket-server';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import HomeScreen from './home-screen.tsx';

const socket = connectedPairPerTest();
const session = { authenticatedUser: true, whatsappConnected: true, userId: 'u1', name: 'Ada' };
let asked: unknown[];
/** What 'list-insights' answers: the account's results, newest first. */
let results: InsightSummary[];
let listed: number;
beforeEach(() => {
  asked = [];
  results = [];
  listed = 0;
  socket.serverSide.on('get-active-cron-jobs', (userId) => asked.push(userId));
  socket.serverSide.on('list-insights', (_payload, ack) => {
    listed += 1;
    ack({ status: 'ok', insights: results, next: null, language: 'English' });
  });
});

const sam = { id: '447700900001@s.whatsapp.net', name: 'Sam' };
const kim = { id: '447700900002@s.whatsapp.net', name: 'Kim' };
const job: ScheduleJob = {
  scheduleId: 'sched-1',
  userWhatsappId: '447700900000',
  interval: 24,
  minimumMessageCount: 25,
  startTime: '2026-11-23T10:00:00.000Z',
  nextRunTime: '2099-01-01T10:00:00.000Z',
  failureCount: 0,
  lastFailureTime: null,
  lastFailureReason: null,
  lastRun: null,
  waiting: [{ contactId: sam.id, count: 12 }],
  Wisdom: { selected: true, wisdoms: ['Stoicism'], contacts: [sam] },
  Looped: { selected: true, contacts: [kim] },
  Astrology: { selected: false, formData: null, contacts: [] },
};

const render = () => renderWithProviders(<HomeScreen />, { socket: socket.client, session });
const schedulesCard = () => screen.getByRole('region', { name: 'Your schedules' });

describe('home', () => {
  it('welcomes the user by name and says the chatbot will write soon', () => {
    render();
    expect(screen.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
    expect(screen.getByText(/soon receive a message from our chatbot/)).toBeVisible();
  });

  it('without a schedule, offers to choose insights; and always the way to every reading', async () => {
    render();
    await waitFor(() => expect(asked).toEqual(['u1']));
    socket.serverSide.emit('active-cron-jobs', { jobs: [] });
    expect(await within(schedulesCard()).findByRole('link', { name: 'Choose your insights' })).toHaveAttribute('href', '/wisdom');
    expect(within(screen.getByRole('region', { name: 'Your insights' })).getByRole('link', { name: 'Your insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
  });

  it('knows the schedule: the next reading, who still needs how many messages, and, live after a run, the last reading', async () => {
    render();
    await waitFor(() => expect(asked).toHaveLength(1));
    socket.serverSide.emit('active-cron-jobs', { jobs: [job] });
    const card = schedulesCard();
    expect(await within(card).findByRole('heading', { name: 'Daily · Wisdom, Looped' })).toBeVisible();
    expect(within(card).getByText(/^Next reading:/)).toHaveTextContent('2099');
    const waiting = within(card).getByRole('list', { name: 'Waiting for new messages' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['12 of 25 new messages with Sam', '0 of 25 new messages with Kim']);
    expect(await within(card).findByText(/^No reading yet/)).toBeVisible();

    // A run ends: the server pushes the list again, and home follows without a reload.
    results = [{ id: 'AbCdEfGhIjKlMnOpQrStUv', createdAt: '2026-11-24T10:00:00.000Z', format: 'v0-4', language: 'English', readings: [] }];
    socket.serverSide.emit('active-cron-jobs', {
      jobs: [
        {
          ...job,
          waiting: [],
          lastRun: { at: '2026-11-24T10:00:00.000Z', status: 'succeeded', detail: null, resultId: 'AbCdEfGhIjKlMnOpQrStUv' },
        },
      ],
    });
    expect(await within(card).findByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/result-entry/v0-4/AbCdEfGhIjKlMnOpQrStUv');
    expect(within(card).getByText('0 of 25 new messages with Sam')).toBeVisible();

    // The next run is skipped: the last reading is still the one before it.
    socket.serverSide.emit('active-cron-jobs', {
      jobs: [{ ...job, lastRun: { at: '2026-11-25T10:00:00.000Z', status: 'skipped', detail: 'Not enough new messages', resultId: null } }],
    });
    await waitFor(() => expect(listed).toBe(3));
    await waitFor(() => expect(within(card).getByText('Next reading:', { exact: false })).toBeVisible());
    expect(within(card).getByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/result-entry/v0-4/AbCdEfGhIjKlMnOpQrStUv');
  });
});
