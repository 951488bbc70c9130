import type { LoopedInsight } from '@app/shared/contracts';
import { englishPage, type PageWords } from '@app/shared/page-words';
import styled from 'styled-components';
import { ConfidenceMeter } from '../reading/confidence-meter.tsx';
import { EvidenceQuote } from '../reading/evidence-quote.tsx';
import { ContactReadingPage } from '../reading/contact-reading-page.tsx';
import { Article, directionOf, ListSection, ReadingSection, TextSection } from '../reading/reading-page.tsx';

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

export function LoopedReading({ reading, words = englishPage.words }: { reading: LoopedInsight; words?: PageWords }) {
  return (
    <Article dir={directionOf(reading.narrative)}>
      <h1>{reading.title}</h1>
      <Lead>{reading.narrative}</Lead>
      {reading.themes_detected.length > 0 && (
        <ReadingSection title={words.themesDetected}>
          <Themes>
            {reading.themes_detected.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </Themes>
        </ReadingSection>
      )}
      {reading.evidence_quotes.length > 0 && (
        <ReadingSection title={words.evidenceQuotes}>
          <Quotes>
            {reading.evidence_quotes.map((q) => (
              <EvidenceQuote key={q} text={q} />
            ))}
          </Quotes>
        </ReadingSection>
      )}
      <TextSection title={words.emotionalSummary} text={reading.emotional_summary} />
      <ListSection title={words.wisdomTrackSuggestions} items={reading.wisdom_track_suggestions} />
      <TextSection title={words.closingReflection} text={reading.closing_reflection} />
      <ReadingSection title={words.confidenceScore}>
        <ConfidenceMeter score={reading.confidence_score} label={words.confidenceOutOf} />
      </ReadingSection>
    </Article>
  );
}

/** '/looped-result/v0-4/{id}': the relationship reading of the chosen contact (docs/product.md §2). */
export default function LoopedResultScreen() {
  return (
    <ContactReadingPage kind="looped">
      {(reading, _contact, _panel, page) => <LoopedReading reading={reading} words={page.words} />}
    </ContactReadingPage>
  );
}
