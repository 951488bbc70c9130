import type { InsightSummary, ListInsightsAck, ListInsightsPayload } from '@app/shared/contracts';
import { renderWithProviders } from '@app/shared/testing';
import { connectedPairPerTest } from '@app/shared/testing/socket-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import InsightsScreen from './insights-screen.tsx';

const socket = connectedPairPerTest();
let asked: ListInsightsPayload[];
let answers: ListInsightsAck[];
beforeEach(() => {
  asked = [];
  answers = [];
  socket.serverSide.on('list-insights', (payload, ack) => {
    asked.push(payload);
    ack(answers.shift() ?? { status: 'error', message: 'no answer scripted' });
  });
});

const render = () => renderWithProviders(<InsightsScreen />, { socket: socket.client, session: { authenticatedUser: true } });
const daysAgo = (n: number, hour = 9) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  d.setHours(hour, 5, 0, 0);
  return d.toISOString();
};
const result = (id: string, createdAt: string, extra: Partial<InsightSummary> = {}): InsightSummary => ({
  id: id.padEnd(22, 'x'),
  createdAt,
  format: 'v0-4',
  language: 'English',
  readings: [
    { kind: 'Wisdom', contacts: ['Sam', 'Kim'], philosophies: ['Stoicism', 'Taoism'] },
    { kind: 'Looped', contacts: ['Sam'], philosophies: [] },
  ],
  ...extra,
});

describe("'Your insights'", () => {
  it('lists the readings newest first by day, each row opening its page; older ones come a page at a time', async () => {
    answers.push(
      {
        status: 'ok',
        language: 'English',
        next: 'second'.padEnd(22, 'x'),
        insights: [result('first', daysAgo(0)), result('second', daysAgo(1))],
      },
      {
        status: 'ok',
        language: 'English',
        next: null,
        insights: [
          result('third', daysAgo(9), { format: 'legacy', readings: [{ kind: 'Wisdom', contacts: [], philosophies: ['Stoicism'] }] }),
        ],
      },
    );
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your insights' })).toBeVisible();
    const today = screen.getByRole('region', { name: 'Today' });
    const wisdom = within(today).getByRole('link', { name: /^Wisdom/ });
    expect(wisdom).toHaveAttribute('href', `/wisdom-result/v0-4/${'first'.padEnd(22, 'x')}`);
    expect(wisdom.textContent?.replace(/[\u2068\u2069]/g, '')).toBe('Wisdomwith Sam and KimStoicism · Taoism');
    expect(within(today).getByRole('link', { name: /^Looped/ })).toHaveAttribute('href', `/looped-result/v0-4/${'first'.padEnd(22, 'x')}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Yesterday' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Show older insights' }));
    const older = await screen.findByRole('link', { name: /^Wisdom Stoicism$/ });
    expect(older).toHaveAttribute('href', `/wisdom-result/${'third'.padEnd(22, 'x')}`);
    expect(asked).toEqual([{}, { after: 'second'.padEnd(22, 'x') }]);
    expect(screen.queryByRole('button', { name: 'Show older insights' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toHaveLength(3);
  });

  it('with nothing yet, says how the first one comes and where to schedule it', async () => {
    answers.push({ status: 'ok', language: 'English', next: null, insights: [] });
    render();
    expect(await screen.findByRole('heading', { name: 'No insights yet' })).toBeVisible();
    expect(screen.getByText(/first insight comes when a scheduled run finds enough new messages/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Schedule insights' })).toHaveAttribute('href', '/wisdom');
  });

  it("speaks the reader's language: Spanish headings, day names and philosophy titles", async () => {
    answers.push({ status: 'ok', language: 'Spanish', next: null, insights: [result('first', daysAgo(0), { language: 'Spanish' })] });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tus reflexiones' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Hoy' }).closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: /^Sabiduría con \u2068Sam\u2069 y \u2068Kim\u2069 Estoicismo · Taoísmo$/ })).toBeVisible();
    expect(screen.queryByText('Today')).toBeNull();
  });

  it("the server's refusal is said, and trying again asks again", async () => {
    answers.push({ status: 'error', message: 'You opened many insights in a short time. Please wait a minute and try again.' });
    render();
    expect(await screen.findByText(/You opened many insights/)).toBeVisible();
    answers.push({ status: 'ok', language: 'English', next: null, insights: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No insights yet' })).toBeVisible();
    expect(asked).toHaveLength(2);
  });
});
