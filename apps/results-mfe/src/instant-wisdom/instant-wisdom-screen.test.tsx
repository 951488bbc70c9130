import { readingFixtures, renderWithProviders } from '@app/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import InstantWisdomScreen from './instant-wisdom-screen.tsx';

/** What the server answers 'get-instant-wisdom' with, built from the engine's readings as the server builds it. */
const looped = readingFixtures.enCoupleConflict.looped[0]!.insight;
const loopedResponse = {
  wisdom: 'Gentle Start-Up in Conflict',
  isLooped: true,
  insight: JSON.stringify({
    'Immediate Action Item': looped.closing_reflection,
    'Conversation Summary': looped.narrative,
    'Relationship Insights': looped.emotional_summary,
    'Research Backed Quote': 'How a conflict discussion starts was associated with divorce over 6 years.',
    'Analysis Responses': looped.evidence_quotes.map((q) => ({ title: '💬 Original Message', value: q })),
  }),
};
const stoic = readingFixtures.enFriends.wisdom[0]!.insights[0]!.insight!;
const wisdomResponse = {
  wisdom: 'Stoicism',
  isLooped: false,
  insight: JSON.stringify({
    kohan: stoic.Wisdom,
    wisdom: stoic.Summary,
    'Guideline Responses': stoic['Guideline Responses'],
    actionItem: stoic['Action Item'],
  }),
};

const render = (stored: string | null) =>
  renderWithProviders(<InstantWisdomScreen />, {
    session: { authenticatedUser: true, whatsappConnected: true, instantWisdomResponse: stored },
    pathname: '/instant-wisdom',
  });

describe('/instant-wisdom', () => {
  it("'Looped Advice': Advice with the research entry, Immediate Action Item, Analysis, Research Backed Quote, Analysis Responses with the quotes", () => {
    render(JSON.stringify(loopedResponse));
    expect(screen.getByRole('heading', { level: 1, name: 'Looped Advice' })).toBeVisible();
    for (const title of ['Advice', 'Immediate Action Item', 'Analysis', 'Research Backed Quote', 'Analysis Responses'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Advice' })).getByText(/Carrère & Gottman/)).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Analysis Responses' })).getAllByRole('blockquote')).toHaveLength(
      looped.evidence_quotes.length,
    );
  });

  it("'Wisdom Insight': Wisdom, Kohan Wisdom, Analysis, 'Meta Analysis using NLP Techniques' and Action Item", () => {
    render(JSON.stringify(wisdomResponse));
    expect(screen.getByRole('heading', { level: 1, name: 'Wisdom Insight' })).toBeVisible();
    for (const title of ['Wisdom', 'Kohan Wisdom', 'Analysis', 'Meta Analysis using NLP Techniques', 'Action Item'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getByRole('table', { name: 'At a glance' })).toBeVisible();
  });

  it.each([null, 'not json', JSON.stringify({ ...wisdomResponse, insight: '{"kohan": 3}' })])(
    'missing or unreadable (%s): goes to /wisdom',
    (stored) => {
      const { navigations } = render(stored);
      expect(navigations).toEqual([{ to: '/wisdom', replace: true }]);
    },
  );

  it('Back clears the response and goes to /wisdom', async () => {
    const { store, navigations } = render(JSON.stringify(wisdomResponse));
    await userEvent.setup().click(screen.getByRole('button', { name: '← Back' }));
    expect(store.getState().session.instantWisdomResponse).toBeNull();
    expect(navigations).toEqual([{ to: '/wisdom', replace: false }]);
  });

  it("speaks the reading's language: a Spanish answer gets Spanish headings and the philosophy's Spanish name and description", async () => {
    render(JSON.stringify({ ...wisdomResponse, language: 'Spanish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflexión de sabiduría' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Sabiduría Kohan' })).toBeVisible();
    const advice = screen.getByRole('region', { name: 'Sabiduría' });
    expect(within(advice).getByText('Estoicismo')).toBeVisible();
    expect(within(advice).getByText(/^Distingue lo que depende de ti/)).toBeVisible();
    expect(screen.getByRole('button', { name: '← Volver' })).toBeVisible();
  });
});
