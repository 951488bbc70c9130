import { resultMessages } from '@app/shared/constants';
import type { WisdomInsight } from '@app/shared/contracts';
import { ChoiceChips } from '../reading/contact-chips.tsx';
import { ContactReadingPage } from '../reading/contact-reading-page.tsx';
import { Article, directionOf, ListSection, ReadingSection, TextSection } from '../reading/reading-page.tsx';
import { ResponseValueView } from '../reading/response-value.tsx';
import { useChosen } from '../reading/use-chosen.ts';
import type { ResultContact } from '../reading/use-result-readings.ts';

/** One philosophy's reading; an insight with an error (or none) shows that message. */
export function WisdomReading({ reading }: { reading: WisdomInsight }) {
  const i = reading.insight;
  if (!i) return <p role="alert">{reading.error || resultMessages.fetchFailed}</p>;
  return (
    <Article dir={directionOf(i.Summary ?? i.Wisdom ?? '')}>
      {i.Wisdom && <p>{i.Wisdom}</p>}
      <ListSection title="Book Recommendation" items={i['Book Recommendation']} />
      <TextSection title="Summary" text={i.Summary} />
      {i['Guideline Responses'] && (
        <ReadingSection title="Full Analysis">
          <ResponseValueView value={i['Guideline Responses']} />
        </ReadingSection>
      )}
      <ListSection title="Actions You Can Take" items={i['Action Item']} />
      <TextSection title="Immediate Action Item" text={i['Immediate Action Item']} />
      <TextSection title="Research Backed Quote" text={i['Research Backed Quote']} />
      {i['Analysis Responses'] && i['Analysis Responses'].length > 0 && (
        <ReadingSection title="Analysis Responses">
          <ResponseValueView value={i['Analysis Responses']} />
        </ReadingSection>
      )}
    </Article>
  );
}

/** A contact's readings, one philosophy at a time (its chips under the contact's). */
function WisdomReadings({ readings, contact, panelId }: { readings: WisdomInsight[]; contact: ResultContact; panelId: string }) {
  const [wisdom, setWisdom] = useChosen(readings.map((r) => r.wisdomTitle));
  const reading = readings.find((r) => r.wisdomTitle === wisdom);
  return (
    <>
      <ChoiceChips
        label={`Philosophies for ${contact.name}`}
        items={readings.map((r) => ({ id: r.wisdomTitle, name: r.wisdomTitle }))}
        current={wisdom}
        onSelect={setWisdom}
        panelId={panelId}
      />
      <h1>{reading?.wisdomTitle ?? 'Wisdom'}</h1>
      {reading ? <WisdomReading reading={reading} /> : <p role="alert">{resultMessages.fetchFailed}</p>}
    </>
  );
}

/** '/wisdom-result/v0-4/{id}' (and v0-3): the Wisdom readings, per contact and per philosophy (docs/product.md §2). */
export default function WisdomResultScreen() {
  return (
    <ContactReadingPage kind="wisdom" name="Wisdom" loadingText="Wisdom Loading...">
      {(readings, contact, panelId) => <WisdomReadings readings={readings} contact={contact} panelId={panelId} />}
    </ContactReadingPage>
  );
}
