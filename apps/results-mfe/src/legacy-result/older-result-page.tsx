import { Button, Spinner } from '@app/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { englishPage } from '@app/shared/page-words';
import { BackToInsights } from '../reading/back-to-insights.tsx';
import { Kicker, ReadingColumn, ReadingError, ReadingLoading } from '../reading/reading-page.tsx';
import { OlderReading } from './older-reading.tsx';
import { useOlderResult } from './use-older-result.ts';

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** An older result page: its insights one at a time, with previous and next arrows, and a spinner while more are coming. */
export function OlderResultPage({ looped }: { looped: boolean }) {
  const state = useOlderResult(looped);
  const [index, setIndex] = useState(0);
  const title = looped ? 'Looped Advice' : 'Wisdom Insight';
  if (state.status === 'error') return <ReadingError message={state.message} />;
  if (state.status === 'loading') return <ReadingLoading title={title} text="Wisdom Loading..." />;
  const shown = Math.min(index, state.insights.length - 1);
  const reading = state.insights[shown];
  const more = state.insights.length < state.total;
  return (
    <ReadingColumn>
      <BackToInsights words={englishPage.words} />
      <Kicker>{title}</Kicker>
      <h1>{reading?.wisdomTitle ?? title}</h1>
      <Pager aria-label="Insights">
        <Button $variant="secondary" disabled={shown <= 0} onClick={() => setIndex(shown - 1)} aria-label="Previous insight">
          ←
        </Button>
        <span aria-live="polite">
          {shown + 1} of {state.total}
          {more && <Spinner size="small" label="More insights are on their way" />}
        </span>
        <Button
          $variant="secondary"
          disabled={shown >= state.insights.length - 1}
          onClick={() => setIndex(shown + 1)}
          aria-label="Next insight"
        >
          →
        </Button>
      </Pager>
      {reading && <OlderReading reading={reading} looped={looped} />}
    </ReadingColumn>
  );
}
