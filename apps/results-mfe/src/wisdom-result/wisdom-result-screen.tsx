import { resultMessages } from '@app/shared/constants';
import type { WisdomInsight } from '@app/shared/contracts';
import { useId } from 'react';
import { ChoiceChips } from '../reading/contact-chips.tsx';
import { Article, directionOf, Kicker, ReadingColumn, ReadingError, ReadingLoading, ReadingSection } from '../reading/reading-page.tsx';
import { ResponseValueView } from '../reading/response-value.tsx';
import { useChosen } from '../reading/use-chosen.ts';
import { useResultReadings } from '../reading/use-result-readings.ts';

/** One philosophy's reading; an insight with an error (or none) shows that message. */
export function WisdomReading({ reading }: { reading: WisdomInsight }) {
  const i = reading.insight;
  if (!i) return <p role="alert">{reading.error || resultMessages.fetchFailed}</p>;
  return (
    <Article dir={directionOf(i.Summary ?? i.Wisdom ?? '')}>
      {i.Wisdom && <p>{i.Wisdom}</p>}
      {i['Book Recommendation'] && i['Book Recommendation'].length > 0 && (
        <ReadingSection title="Book Recommendation">
          <ul>
            {i['Book Recommendation'].map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </ReadingSection>
      )}
      {i.Summary && (
        <ReadingSection title="Summary">
          <p>{i.Summary}</p>
        </ReadingSection>
      )}
      {i['Guideline Responses'] && (
        <ReadingSection title="Full Analysis">
          <ResponseValueView value={i['Guideline Responses']} />
        </ReadingSection>
      )}
      {i['Action Item'] && (
        <ReadingSection title="Actions You Can Take">
          <ul>
            {i['Action Item'].map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </ReadingSection>
      )}
      {i['Immediate Action Item'] && (
        <ReadingSection title="Immediate Action Item">
          <p>{i['Immediate Action Item']}</p>
        </ReadingSection>
      )}
      {i['Research Backed Quote'] && (
        <ReadingSection title="Research Backed Quote">
          <p>{i['Research Backed Quote']}</p>
        </ReadingSection>
      )}
      {i['Analysis Responses'] && i['Analysis Responses'].length > 0 && (
        <ReadingSection title="Analysis Responses">
          <ResponseValueView value={i['Analysis Responses']} />
        </ReadingSection>
      )}
    </Article>
  );
}

/** '/wisdom-result/v0-4/{id}' (and v0-3): the Wisdom readings, per contact and per philosophy (docs/product.md §2). */
export default function WisdomResultScreen() {
  const state = useResultReadings('wisdom');
  const panel = useId();
  const ready = state.status === 'ready' ? state : null;
  const [contactId, setContact] = useChosen(ready?.contacts.map((c) => c.id) ?? []);
  const readings = (contactId && ready?.readings.get(contactId)) || [];
  const [wisdom, setWisdom] = useChosen(readings.map((r) => r.wisdomTitle));
  if (state.status === 'error') return <ReadingError message={state.message} />;
  if (ready && ready.contacts.length === 0) return <ReadingError message={resultMessages.fetchFailed} />;
  if (!ready || (ready.contacts.length > 0 && readings.length === 0)) return <ReadingLoading title="Wisdom" text="Wisdom Loading..." />;
  const reading = readings.find((r) => r.wisdomTitle === wisdom);
  const contact = ready.contacts.find((c) => c.id === contactId);
  return (
    <ReadingColumn>
      <Kicker>Wisdom</Kicker>
      <h1>{reading?.wisdomTitle ?? 'Wisdom'}</h1>
      <ChoiceChips label="Contacts" items={ready.contacts} current={contactId} onSelect={setContact} panelId={panel} />
      <ChoiceChips
        label={`Philosophies for ${contact?.name ?? ''}`}
        items={readings.map((r) => ({ id: r.wisdomTitle, name: r.wisdomTitle }))}
        current={wisdom}
        onSelect={setWisdom}
        panelId={panel}
      />
      <div id={panel} role="tabpanel">
        {reading ? <WisdomReading reading={reading} /> : <p role="alert">{resultMessages.fetchFailed}</p>}
      </div>
    </ReadingColumn>
  );
}
