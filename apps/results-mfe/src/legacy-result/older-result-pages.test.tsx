import { readingFixtures, renderWithProviders } from '@app/shared/testing';
import { connectedPairPerTest } from '@app/shared/testing/socket-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import LegacyLoopedResultScreen from './legacy-looped-result-screen.tsx';
import LegacyWisdomResultScreen from './legacy-wisdom-result-screen.tsx';

const socket = connectedPairPerTest();
let asked: unknown[];
beforeEach(() => {
  asked = [];
  socket.serverSide.on('get-wisdom', (payload) => asked.push(payload));
});
const id = 'AbCdEfGhIjKlMnOpQrStUv';
const render = (ui: React.ReactElement, pathname: string) => ({
  ...renderWithProviders(ui, { socket: socket.client, pathname, params: { id }, session: { authenticatedUser: true } }),
  user: userEvent.setup(),
});

/** The engine's Wisdom readings (two philosophies) as the older pages receive them. */
const wisdomInsights = readingFixtures.enFriends.wisdom[0]!.insights.map((w) => ({
  wisdomTitle: w.wisdomTitle,
  insight: {
    'Immediate Action Item': w.insight!['Immediate Action Item'],
    'Conversation Summary': w.insight!.Summary,
    'Relationship Insights': w.insight!.Wisdom,
    'Research Backed Quote': w.insight!['Research Backed Quote'],
    'Analysis Responses': w.insight!['Analysis Responses'],
    Summary: w.insight!.Summary,
    "Author's Advice": w.insight!.Wisdom,
    'Action Suggestions': w.insight!['Action Item'],
    'Bonding Activities': [w.insight!['Immediate Action Item']!],
  },
}));

describe('older result pages', () => {
  it('every section; prev/next page through the insights in order; a spinner while fewer have arrived than the total', async () => {
    const { user } = render(<LegacyWisdomResultScreen />, `/wisdom-result/${id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Wisdom Loading...');
    await waitFor(() => expect(asked).toEqual([{ pathname: `/wisdom-result/${id}`, id }]));
    socket.serverSide.emit('wisdom-page-is-Looped', { isLooped: false, wisdoms: ['Stoicism', 'Taoism'] });
    socket.serverSide.emit('wisdom-result', { insights: wisdomInsights.slice(0, 1), wisdomNumber: 2 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stoicism' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'More insights are on their way' })).toBeVisible();
    for (const title of [
      'Advice',
      'Immediate Action Item',
      'Analysis',
      'Research Backed Quote',
      'Analysis Responses',
      'Summary',
      "Author's Advice",
      'Action Suggestions',
      'Bonding Activities',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next insight' })).toBeDisabled();

    socket.serverSide.emit('wisdom-result', { insights: wisdomInsights, wisdomNumber: 2 });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'More insights are on their way' })).toBeNull());
    expect(screen.getByText('1 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next insight' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Taoism' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next insight' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous insight' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Stoicism' })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Analysis Responses' })).getAllByRole('blockquote').length).toBeGreaterThan(0);
  });

  it('the Wisdom page sends a Looped result home, and the Looped page a Wisdom one', async () => {
    const wisdomPage = render(<LegacyWisdomResultScreen />, `/wisdom-result/v0-2/wisdom/${id}`);
    await waitFor(() => expect(asked).toHaveLength(1));
    socket.serverSide.emit('wisdom-page-is-Looped', { isLooped: true, wisdoms: [] });
    await waitFor(() => expect(wisdomPage.navigations).toEqual([{ to: '/home', replace: true }]));
    wisdomPage.unmount();

    const loopedPage = render(<LegacyLoopedResultScreen />, `/wisdom-result/v0-2/looped/${id}`);
    await waitFor(() => expect(asked).toHaveLength(2));
    socket.serverSide.emit('wisdom-page-is-Looped', { isLooped: false, wisdoms: [] });
    await waitFor(() => expect(loopedPage.navigations).toEqual([{ to: '/home', replace: true }]));
  });

  it("the Looped page's advice names the research entry, its researchers and finding", async () => {
    render(<LegacyLoopedResultScreen />, `/wisdom-result/v0-2/looped/${id}`);
    await waitFor(() => expect(asked).toHaveLength(1));
    socket.serverSide.emit('wisdom-page-is-Looped', { isLooped: true, wisdoms: ['Shared Humour'] });
    socket.serverSide.emit('wisdom-result', {
      insights: [
        {
          wisdomTitle: 'Shared Humour',
          insight: { Summary: 'Warmth that keeps showing up', 'Conversation Summary': 'You laughed together.' },
        },
      ],
      wisdomNumber: 1,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared Humour' })).toBeVisible();
    expect(screen.getByText(/Hall \(2017\)/)).toBeVisible();
    expect(screen.getByText('Looped Advice')).toBeVisible();
  });
});
