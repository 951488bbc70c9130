import type { OracleInsight } from '@app/shared/contracts';
import { englishPage, type PageLanguage } from '@app/shared/page-words';
import { Notice } from '@app/shared/ui';
import styled from 'styled-components';
import { ContactReadingPage } from '../reading/contact-reading-page.tsx';
import { Article, directionOf, ListSection, ReadingSection, TextSection } from '../reading/reading-page.tsx';

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 1.5em;
  height: 1.5em;
  margin-inline-end: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.control};
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  vertical-align: middle;
`;
const Actions = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
  }
`;
const Number = styled.p`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.2;
`;
const Footer = styled.footer`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function OracleReading({ reading, today, page = englishPage }: { reading: OracleInsight; today: Date; page?: PageLanguage }) {
  const { words } = page;
  const affirmations = Array.isArray(reading.affirmation) ? reading.affirmation : [reading.affirmation];
  return (
    <Article dir={directionOf(reading.akashic_guidance)}>
      <Notice tone="info">{words.entertainmentNotice}</Notice>
      <ReadingSection title={words.akashicGuidance}>
        <p>{reading.akashic_guidance}</p>
      </ReadingSection>
      <TextSection title={words.mirrorPortal} text={reading.mirror_portal.trim()} />
      <ListSection title={words.unifiedOracleReflections} items={reading.oracle_reflection} />
      <TextSection title={words.spiritualGuidance} text={reading.spiritual_guide} />
      <TextSection title={words.vibeType} text={reading.vibe_type} />
      <ReadingSection title={words.dailyActions}>
        <Actions>
          {Object.entries(reading.daily_actions).map(([when, what]) => (
            <div key={when}>
              <dt>{when}</dt>
              <dd>{what}</dd>
            </div>
          ))}
        </Actions>
      </ReadingSection>
      <ReadingSection title={words.luckyNumber}>
        <Number>{reading.lucky_number ?? words.notAvailable}</Number>
      </ReadingSection>
      <ReadingSection title={words.powerColor}>
        <p>
          <Swatch $colour={reading.power_color_hash} role="img" aria-label={words.colourSwatch(reading.power_color_hash)} />
          {reading.power_color}
        </p>
      </ReadingSection>
      <ListSection title={words.affirmations} items={affirmations} />
      <TextSection title={words.ritualSuggestion} text={reading.ritual_suggestion} />
      <Footer>{page.date(today, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</Footer>
    </Article>
  );
}

/** '/astrology-result/v0-4/{id}': the Oracle reading of the chosen contact (docs/product.md §2). */
export default function OracleResultScreen() {
  return (
    <ContactReadingPage kind="astrology">
      {(reading, _contact, _panel, page) => (
        <>
          <h1>{page.words.yourOracleReading}</h1>
          <OracleReading reading={reading} today={new Date()} page={page} />
        </>
      )}
    </ContactReadingPage>
  );
}
