import { resultMessages } from '@app/shared/constants';
import { readingFixtures, renderWithProviders } from '@app/shared/testing';
import { connectedPairPerTest } from '@app/shared/testing/socket-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import LoopedResultScreen from '../looped-result/looped-result-screen.tsx';
import OracleResultScreen from '../oracle-result/oracle-result-screen.tsx';
import ResultEntryScreen from '../result-entry/result-entry-screen.tsx';
import WisdomResultScreen from '../wisdom-result/wisdom-result-screen.tsx';

const socket = connectedPairPerTest();
let asked: unknown[];
beforeEach(() => {
  asked = [];
  socket.serverSide.on('get-wisdom', (payload) => asked.push(payload));
  socket.serverSide.on('wisdom-result-metadata', (payload) => asked.push(payload));
});

const id = 'AbCdEfGhIjKlMnOpQrStUv';
const sam = { id: '447700900001@s.whatsapp.net', name: 'Sam' };
const kim = { id: '447700900002@s.whatsapp.net', name: 'Kim' };
const { enFriends, enCoupleConflict, arFriends, tiny } = readingFixtures;

function render(ui: React.ReactElement, pathname: string) {
  const rendered = renderWithProviders(ui, { socket: socket.client, pathname, params: { id }, session: { authenticatedUser: true } });
  return { ...rendered, user: userEvent.setup() };
}
/** The server's answer to get-wisdom: the contacts (Kim without a reading of this kind), then each reading. */
async function serve(kind: 'wisdom' | 'looped' | 'astrology', readings: Record<string, unknown>) {
  await waitFor(() => expect(asked).toHaveLength(1));
  socket.serverSide.emit('result-page-initial-load', {
    data: { contacts: [sam, kim] },
    messages: { [sam.id]: { isEligible: sam.id in readings }, [kim.id]: { isEligible: kim.id in readings } },
  });
  for (const [contactId, insight] of Object.entries(readings))
    socket.serverSide.emit(
      `insight-${kind === 'astrology' ? 'astrology' : kind}-result` as 'insight-looped-result',
      { contactId, insight } as never,
    );
}

describe('Wisdom result', () => {
  it("asks for its page's readings; shows 'Wisdom Loading...' until they come, then each section and the table", async () => {
    const { user } = render(<WisdomResultScreen />, `/wisdom-result/v0-4/${id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Wisdom Loading...');
    await serve('wisdom', { [sam.id]: enFriends.wisdom[0]!.insights, [kim.id]: enCoupleConflict.wisdom[0]!.insights });
    expect(asked).toEqual([{ pathname: `/wisdom-result/v0-4/${id}`, id }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stoicism' })).toBeVisible();
    for (const title of [
      'Book Recommendation',
      'Summary',
      'Full Analysis',
      'Actions You Can Take',
      'Immediate Action Item',
      // The philosophy's own quote: not research (the field keeps the product's name).
      'A line to keep',
      'Analysis Responses',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const table = screen.getByRole('table', { name: 'At a glance' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Leo', 'Maya']);
    expect(within(table).getByRole('rowheader', { name: 'Messages' })).toBeVisible();
    expect(screen.getAllByRole('blockquote').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'Taoism' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Taoism' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Kim' }));
    expect(screen.getByRole('tab', { name: 'Kim' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText(/Noor/)).toBeVisible();
  });

  it("only eligible contacts get a chip; an insight with an error shows its message ('not enough data')", async () => {
    render(<WisdomResultScreen />, `/wisdom-result/v0-4/${id}`);
    await serve('wisdom', { [sam.id]: tiny.wisdom[0]!.insights });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not enough data yet/);
    expect(screen.getAllByRole('tab', { name: /Sam|Kim/ }).map((t) => t.textContent)).toEqual(['Sam']);
  });

  it("the server's error: its message and Go Back to /home", async () => {
    const { user, navigations } = render(<WisdomResultScreen />, `/wisdom-result/v0-4/${id}`);
    await waitFor(() => expect(asked).toHaveLength(1));
    socket.serverSide.emit('wisdom-result-error', { message: resultMessages.notFound });
    expect(await screen.findByRole('alert')).toHaveTextContent(resultMessages.notFound);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(navigations).toEqual([{ to: '/home', replace: false }]);
  });

  it('rate-limit-exceeded sends the reader home', async () => {
    const { navigations } = render(<WisdomResultScreen />, `/wisdom-result/v0-4/${id}`);
    await waitFor(() => expect(asked).toHaveLength(1));
    socket.serverSide.emit('rate-limit-exceeded');
    await waitFor(() => expect(navigations).toEqual([{ to: '/home', replace: true }]));
  });

  it('an Arabic reading reads right to left', async () => {
    render(<WisdomResultScreen />, `/wisdom-result/v0-4/${id}`);
    await serve('wisdom', { [sam.id]: arFriends.wisdom[0]!.insights });
    // The loading state has its own heading: wait for the reading itself.
    expect(await screen.findByRole('article')).toHaveAttribute('dir', 'rtl');
  });
});

describe('Looped result', () => {
  it('title, narrative, every section, the quotes as quotes and the confidence as ten marks with words', async () => {
    render(<LoopedResultScreen />, `/looped-result/v0-4/${id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Looped Loading...');
    const reading = enCoupleConflict.looped[0]!.insight;
    await serve('looped', { [kim.id]: reading });
    expect(await screen.findByRole('heading', { level: 1, name: reading.title })).toBeVisible();
    for (const title of [
      'Themes Detected',
      'Evidence Quotes',
      'Emotional Summary',
      'Wisdom Track Suggestions',
      'Closing Reflection',
      'Confidence Score',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const quotes = within(screen.getByRole('region', { name: 'Evidence Quotes' })).getAllByRole('blockquote');
    expect(quotes).toHaveLength(reading.evidence_quotes.length);
    expect(screen.getByRole('img', { name: `Confidence: ${reading.confidence_score} out of 10` })).toBeVisible();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Kim']);
  });

  it("below the floor: 'not enough messages', no themes, confidence 0", async () => {
    render(<LoopedResultScreen />, `/looped-result/v0-4/${id}`);
    await serve('looped', { [sam.id]: tiny.looped[0]!.insight });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not enough messages yet' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Themes Detected' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Confidence: 0 out of 10' })).toBeVisible();
  });
});

describe('Oracle result', () => {
  it("every section, the swatch from the hex, 'N/A' without a lucky number, Mirror Portal only when written, today's date and the entertainment note", async () => {
    render(<OracleResultScreen />, `/astrology-result/v0-4/${id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Oracle Loading...');
    const reading = enFriends.astrology[0]!.insight;
    await serve('astrology', { [sam.id]: reading, [kim.id]: { ...reading, lucky_number: null, mirror_portal: '' } });
    await screen.findByRole('heading', { name: 'Akashic Guidance' });
    for (const title of [
      'Mirror Portal',
      'Unified Oracle Reflections',
      'Spiritual Guidance',
      'Vibe Type',
      'Daily Actions',
      'Lucky Number',
      'Power Color',
      'Affirmations',
      'Ritual Suggestion',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getByRole('img', { name: `Colour swatch ${reading.power_color_hash}` })).toBeVisible();
    expect(screen.getByText(/astrology is not a prediction/)).toBeVisible();
    expect(
      screen.getByText(new Date().toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Kim' }));
    expect(within(screen.getByRole('region', { name: 'Lucky Number' })).getByText('N/A')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Mirror Portal' })).toBeNull();
  });
});

describe('Result entry', () => {
  it("'Hi {userName}', 'Your Result is ready for:' and a link per type chosen and ready", async () => {
    render(<ResultEntryScreen />, `/result-entry/v0-4/${id}`);
    await waitFor(() => expect(asked).toEqual([{ id }]));
    socket.serverSide.emit('wisdom-result-metadata', {
      result: { userName: 'Ada', pageId: id, Wisdom: { selected: true }, Looped: { selected: true }, Astrology: { selected: false } },
      shouldShow: { wisdom: true, looped: false, astrology: true },
    });
    expect(await screen.findByRole('heading', { name: 'Hi Ada' })).toBeVisible();
    expect(screen.getByText('Your Result is ready for:')).toBeVisible();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`/wisdom-result/v0-4/${id}`]);
    expect(screen.getByRole('link', { name: 'Your insights' })).toHaveAttribute('href', '/insights');
  });

  it('speaks the reading’s language: Spanish words around a Spanish reading', async () => {
    render(<ResultEntryScreen />, `/result-entry/v0-4/${id}`);
    await waitFor(() => expect(asked).toEqual([{ id }]));
    socket.serverSide.emit('wisdom-result-metadata', {
      result: { userName: 'Ada', pageId: id, Wisdom: { selected: true }, Looped: { selected: false }, Astrology: { selected: false } },
      shouldShow: { wisdom: true, looped: false, astrology: false },
      language: 'Spanish',
    });
    expect(await screen.findByRole('heading', { name: 'Hola, Ada' })).toBeVisible();
    expect(screen.getByText('Tu resultado está listo para:')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Sabiduría/ })).toHaveAttribute('href', `/wisdom-result/v0-4/${id}`);
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'es');
  });
});
