import { resultMessages } from '@app/shared/constants';
import type { OracleInsight } from '@app/shared/contracts';
import { Notice } from '@app/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { ChoiceChips } from '../reading/contact-chips.tsx';
import { Article, directionOf, Kicker, ReadingColumn, ReadingError, ReadingLoading, ReadingSection } from '../reading/reading-page.tsx';
import { useChosen } from '../reading/use-chosen.ts';
import { useResultReadings } from '../reading/use-result-readings.ts';

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
      {reading.mirror_portal.trim() && (
        <ReadingSection title="Mirror Portal">
          <p>{reading.mirror_portal}</p>
        </ReadingSection>
      )}
      <ReadingSection title="Unified Oracle Reflections">
        <ul>
          {reading.oracle_reflection.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </ReadingSection>
      <ReadingSection title="Spiritual Guidance">
        <p>{reading.spiritual_guide}</p>
      </ReadingSection>
      <ReadingSection title="Vibe Type">
        <p>{reading.vibe_type}</p>
      </ReadingSection>
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
      <ReadingSection title="Affirmations">
        <ul>
          {affirmations.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </ReadingSection>
      <ReadingSection title="Ritual Suggestion">
        <p>{reading.ritual_suggestion}</p>
      </ReadingSection>
      <Footer>{today.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</Footer>
    </Article>
  );
}

/** '/astrology-result/v0-4/{id}': the Oracle reading of the chosen contact (docs/product.md §2). */
export default function OracleResultScreen() {
  const state = useResultReadings('astrology');
  const panel = useId();
  const ready = state.status === 'ready' ? state : null;
  const [contactId, setContact] = useChosen(ready?.contacts.map((c) => c.id) ?? []);
  if (state.status === 'error') return <ReadingError message={state.message} />;
  if (ready && ready.contacts.length === 0) return <ReadingError message={resultMessages.fetchFailed} />;
  const reading = contactId ? ready?.readings.get(contactId) : undefined;
  if (!ready || !reading) return <ReadingLoading title="Oracle" text="Oracle Loading..." />;
  return (
    <ReadingColumn>
      <Kicker>Oracle</Kicker>
      <h1>Your Oracle reading</h1>
      <ChoiceChips label="Contacts" items={ready.contacts} current={contactId} onSelect={setContact} panelId={panel} />
      <div id={panel} role="tabpanel">
        <OracleReading reading={reading} today={new Date()} />
      </div>
    </ReadingColumn>
  );
}
