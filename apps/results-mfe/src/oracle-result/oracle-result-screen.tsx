import type { OracleInsight } from '@app/shared/contracts';
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

export function OracleReading({ reading, today }: { reading: OracleInsight; today: Date }) {
  const affirmations = Array.isArray(reading.affirmation) ? reading.affirmation : [reading.affirmation];
  return (
    <Article dir={directionOf(reading.akashic_guidance)}>
      <Notice tone="info">For reflection and entertainment: astrology is not a prediction.</Notice>
      <ReadingSection title="Akashic Guidance">
        <p>{reading.akashic_guidance}</p>
      </ReadingSection>
      <TextSection title="Mirror Portal" text={reading.mirror_portal.trim()} />
      <ListSection title="Unified Oracle Reflections" items={reading.oracle_reflection} />
      <TextSection title="Spiritual Guidance" text={reading.spiritual_guide} />
      <TextSection title="Vibe Type" text={reading.vibe_type} />
      <ReadingSection title="Daily Actions">
        <Actions>
          {Object.entries(reading.daily_actions).map(([when, what]) => (
            <div key={when}>
              <dt>{when}</dt>
              <dd>{what}</dd>
            </div>
          ))}
        </Actions>
      </ReadingSection>
      <ReadingSection title="Lucky Number">
        <Number>{reading.lucky_number ?? 'N/A'}</Number>
      </ReadingSection>
      <ReadingSection title="Power Color">
        <p>
          <Swatch $colour={reading.power_color_hash} role="img" aria-label={`Colour swatch ${reading.power_color_hash}`} />
          {reading.power_color}
        </p>
      </ReadingSection>
      <ListSection title="Affirmations" items={affirmations} />
      <TextSection title="Ritual Suggestion" text={reading.ritual_suggestion} />
      <Footer>{today.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</Footer>
    </Article>
  );
}

/** '/astrology-result/v0-4/{id}': the Oracle reading of the chosen contact (docs/product.md §2). */
export default function OracleResultScreen() {
  return (
    <ContactReadingPage kind="astrology" name="Oracle" loadingText="Oracle Loading...">
      {(reading) => (
        <>
          <h1>Your Oracle reading</h1>
          <OracleReading reading={reading} today={new Date()} />
        </>
      )}
    </ContactReadingPage>
  );
}
