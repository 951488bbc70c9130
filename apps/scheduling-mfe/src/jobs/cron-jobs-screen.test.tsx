import type { ScheduleJob } from '@app/shared/contracts';
import { renderWithProviders } from '@app/shared/testing';
import { answerApi } from '@app/shared/testing/api-server';
import { connectedPairPerTest } from '@app/shared/testing/socket-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from '@app/shared/ui';
import { describe, expect, it } from 'vitest';
import CronJobsScreen from './cron-jobs-screen.tsx';
import { nextRuntime } from '@app/shared/jobs';

const socket = connectedPairPerTest();
const session = { authenticatedUser: true, whatsappConnected: true, userId: 'u1', name: 'Ada', email: 'ada@example.com' };

const job: ScheduleJob = {
  scheduleId: 'sched-1',
  userWhatsappId: '447700900000',
  interval: 0.032,
  minimumMessageCount: 5,
  startTime: '2026-11-23T10:00:00.000Z',
  nextRunTime: '2099-01-01T10:01:55.200Z',
  failureCount: 2,
  lastFailureTime: '2026-11-23T10:03:50.400Z',
  lastFailureReason: 'insight engine not available',
  lastRun: { at: '2026-11-23T10:03:51.000Z', status: 'succeeded', detail: null, resultId: 'abcdefghijklmnopqrstuv' },
  waiting: [{ contactId: '447700900001@s.whatsapp.net', count: 3 }],
  Wisdom: { selected: true, wisdoms: ['Stoicism', 'Taoism'], contacts: [{ id: '447700900001@s.whatsapp.net', name: 'Sam' }] },
  Looped: { selected: true, contacts: [{ id: '447700900002-1600000000@g.us', name: null }] },
  Astrology: {
    selected: true,
    formData: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dob: '1990-12-10',
      timeOfBirth: '',
      city: 'Lisbon',
      country: 'Portugal',
      timeZone: 'Europe/Lisbon',
    },
    contacts: [{ id: '447700900001@s.whatsapp.net', name: 'Sam' }],
  },
};

const profile = (traits: unknown, events: unknown) =>
  answerApi({ '/api/traits/u1': [traits as never], '/api/user-events/u1': [events as never] });

function renderScreen() {
  const rendered = renderWithProviders(
    <>
      <CronJobsScreen />
      <ToastHost />
    </>,
    { socket: socket.client, session, pathname: '/cron-jobs' },
  );
  return { ...rendered, user: userEvent.setup() };
}

/** The page asks for the jobs; the server answers with `jobs`. */
async function answerJobs(jobs: ScheduleJob[]) {
  await waitFor(() => expect(socket.sent('get-active-cron-jobs')).toEqual(['u1']));
  socket.serverSide.emit('active-cron-jobs', { jobs });
}

describe('/cron-jobs', () => {
  it('says so when there is no job', async () => {
    profile({ status: 200, body: { success: true, existingTraits: [] } }, { status: 200, body: { success: true, events: [] } });
    renderScreen();
    await answerJobs([]);
    expect(await screen.findByRole('heading', { name: 'No active scheduled wisdom jobs.' })).toBeVisible();
  });

  it('shows each job: its facts, last run with its result, the failure box, traits, events and a tab per type', async () => {
    profile(
      { status: 200, body: { success: true, existingTraits: ['Curious'] } },
      { status: 200, body: { success: true, events: ['Moving house', ''] } },
    );
    const { user } = renderScreen();
    await answerJobs([job]);
    const card = await screen.findByRole('article', { name: 'Schedule sched-1' });
    for (const text of ['+447700900000', 'sched-1', 'Sam, 447700900002', '0.032 hours (2 min)', '5'])
      expect(within(card).getByText(text)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Open the insight' })).toHaveAttribute(
      'href',
      '/result-entry/v0-4/abcdefghijklmnopqrstuv',
    );
    expect(within(card).getByText(/Last Failure/).parentElement).toHaveTextContent('insight engine not available');
    // How many new messages each chosen contact has towards the minimum.
    expect(within(card).getByText('3 of 5 new messages with Sam')).toBeVisible();
    expect(within(card).getByText('0 of 5 new messages with 447700900002')).toBeVisible();
    expect(await within(card).findByText('Curious')).toBeVisible();
    expect(within(card).getByText('Untitled Event')).toBeVisible();
    expect(
      within(card)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Wisdom', 'Looped', 'Oracle']);
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('Taoism');
    await user.click(within(card).getByRole('tab', { name: 'Looped' }));
    // A contact without a name is shown by its id before the '-'.
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('447700900002');
    await user.click(within(card).getByRole('tab', { name: 'Oracle' }));
    expect(within(card).getByRole('tabpanel')).toHaveTextContent('Lisbon');
  });

  it('says the traits are under processing and the events could not be fetched when those calls fail', async () => {
    profile({ status: 500, body: { message: 'Failed to fetch traits' } }, 'unreachable');
    renderScreen();
    await answerJobs([{ ...job, failureCount: 0 }]);
    const card = await screen.findByRole('article', { name: 'Schedule sched-1' });
    expect(await within(card).findByText('User traits are under processing')).toBeVisible();
    expect(await within(card).findByText('Error fetching events')).toBeVisible();
    expect(within(card).queryByText(/Last Failure/)).toBeNull();
  });

  it('edits a job: Save sends the change, then the toast; with every type off Save is disabled and deletion is offered', async () => {
    profile({ status: 200, body: { success: true, existingTraits: [] } }, { status: 200, body: { success: true, events: [] } });
    socket.serverSide.on('update-cron-job', (change, ack) => ack({ status: 'success', jobs: [{ ...job, interval: change.interval }] }));
    const { user } = renderScreen();
    await answerJobs([job]);
    await user.click(await screen.findByRole('button', { name: 'Edit schedule sched-1' }));
    const dialog = screen.getByRole('dialog', { name: 'Editing Schedule for: sched-1 (Sam, 447700900002)' });
    await user.selectOptions(within(dialog).getByLabelText('Interval'), 'Daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Schedule updated successfully')).toBeVisible();
    expect(socket.sent('update-cron-job')).toMatchObject([{ scheduleId: 'sched-1', interval: 24, minimumMessageCount: 5 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit schedule sched-1' }));
    const again = screen.getByRole('dialog');
    for (const type of ['Wisdom', 'Looped', 'Oracle']) await user.click(within(again).getByRole('button', { name: type }));
    expect(within(again).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(again).getByRole('alert')).toHaveTextContent(
      'Every kind of insight is off. Do you want to delete this schedule instead?',
    );
    expect(within(again).getByRole('button', { name: 'Delete schedule' })).toBeEnabled();
  });

  it('refuses birth details with a typed city that was not picked from the list', async () => {
    profile({ status: 200, body: { success: true, existingTraits: [] } }, { status: 200, body: { success: true, events: [] } });
    answerApi({ '/api/places/cities': [{ status: 200, body: [] }] });
    const { user } = renderScreen();
    await answerJobs([job]);
    await user.click(await screen.findByRole('button', { name: 'Edit schedule sched-1' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Porto');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('pick the city from the list');
    expect(socket.sent('update-cron-job')).toEqual([]);
  });

  it('removes a job after asking; a refusal says so', async () => {
    profile({ status: 200, body: { success: true, existingTraits: [] } }, { status: 200, body: { success: true, events: [] } });
    const answers = [
      { status: 'error' as const, jobs: [job], message: 'failed to deleted schedule', scheduleMessageStoreChecker: false },
      { status: 'success' as const, jobs: [], scheduleMessageStoreChecker: true },
    ];
    socket.serverSide.on('remove-cron-job', (_request, ack) => ack(answers.shift()!));
    const { user } = renderScreen();
    await answerJobs([job]);
    await user.click(await screen.findByRole('button', { name: 'Remove schedule sched-1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove schedule' }));
    expect(await screen.findByText('failed to deleted schedule')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove schedule sched-1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove schedule' }));
    expect(await screen.findByText('Schedule deleted successfully')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No active scheduled wisdom jobs.' })).toBeVisible();
  });

  it('shows a next run already past as the next minute', () => {
    const now = new Date('2026-11-23T10:05:20.000Z');
    expect(nextRuntime('2026-11-23T10:01:55.200Z', now).toISOString()).toBe('2026-11-23T10:06:00.000Z');
    expect(nextRuntime('2026-11-23T10:07:55.200Z', now).toISOString()).toBe('2026-11-23T10:07:55.200Z');
  });
});
