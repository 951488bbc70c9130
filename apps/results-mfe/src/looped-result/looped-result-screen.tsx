import { resultMessages } from '@app/shared/constants';
import type { LoopedInsight } from '@app/shared/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { ConfidenceMeter } from '../reading/confidence-meter.tsx';
import { ChoiceChips } from '../reading/contact-chips.tsx';
import { EvidenceQuote } from '../reading/evidence-quote.tsx';
import { Article, directionOf, Kicker, ReadingColumn, ReadingError, ReadingLoading, ReadingSection } from '../reading/reading-page.tsx';
import { useChosen } from '../reading/use-chosen.ts';
import { useResultReadings } from '../reading/use-result-readings.ts';

const Themes = styled.ul`
  display: flex !important;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} !important;
  padding: 0 !important;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
const Quotes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Lead = styled.p`
  font-size: 1.0625rem;
  line-height: 1.65;
`;

export function LoopedReading({ reading }: { reading: LoopedInsight }) {
  return (
    <Article dir={directionOf(reading.narrative)}>
      <h1>{reading.title}</h1>
      <Lead>{reading.narrative}</Lead>
      {reading.themes_detected.length > 0 && (
        <ReadingSection title="Themes Detected">
          <Themes>
            {reading.themes_detected.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </Themes>
        </ReadingSection>
      )}
      {reading.evidence_quotes.length > 0 && (
        <ReadingSection title="Evidence Quotes">
          <Quotes>
            {reading.evidence_quotes.map((q) => (
              <EvidenceQuote key={q} text={q} />
            ))}
          </Quotes>
        </ReadingSection>
      )}
      {reading.emotional_summary && (
        <ReadingSection title="Emotional Summary">
          <p>{reading.emotional_summary}</p>
        </ReadingSection>
      )}
      {reading.wisdom_track_suggestions.length > 0 && (
        <ReadingSection title="Wisdom Track Suggestions">
          <ul>
            {reading.wisdom_track_suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </ReadingSection>
      )}
      {reading.closing_reflection && (
        <ReadingSection title="Closing Reflection">
          <p>{reading.closing_reflection}</p>
        </ReadingSection>
      )}
      <ReadingSection title="Confidence Score">
        <ConfidenceMeter score={reading.confidence_score} />
      </ReadingSection>
    </Article>
  );
}

/** '/looped-result/v0-4/{id}': the relationship reading of the chosen contact (docs/product.md §2). */
export default function LoopedResultScreen() {
  const state = useResultReadings('looped');
  const panel = useId();
  const ready = state.status === 'ready' ? state : null;
  const [contactId, setContact] = useChosen(ready?.contacts.map((c) => c.id) ?? []);
  if (state.status === 'error') return <ReadingError message={state.message} />;
  if (ready && ready.contacts.length === 0) return <ReadingError message={resultMessages.fetchFailed} />;
  const reading = contactId ? ready?.readings.get(contactId) : undefined;
  if (!ready || !reading) return <ReadingLoading title="Looped" text="Looped Loading..." />;
  return (
    <ReadingColumn>
      <Kicker>Looped</Kicker>
      <ChoiceChips label="Contacts" items={ready.contacts} current={contactId} onSelect={setContact} panelId={panel} />
      <div id={panel} role="tabpanel">
        <LoopedReading reading={reading} />
      </div>
    </ReadingColumn>
  );
}
