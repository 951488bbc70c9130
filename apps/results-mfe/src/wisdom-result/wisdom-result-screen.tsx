import { resultMessages } from '@app/shared/constants';
import type { WisdomInsight } from '@app/shared/contracts';
import { englishPage, type PageLanguage } from '@app/shared/page-words';
import { ChoiceChips } from '../reading/contact-chips.tsx';
import { ContactReadingPage } from '../reading/contact-reading-page.tsx';
import { Article, directionOf, ListSection, ReadingSection, TextSection } from '../reading/reading-page.tsx';
import { ResponseValueView } from '../reading/response-value.tsx';
import { useChosen } from '../reading/use-chosen.ts';
import type { ResultContact } from '../reading/use-result-readings.ts';

/**
 * One philosophy's reading; an insight with an error (or none) shows that message. The quote a Wisdom
 * reading carries is the tradition's line or a labelled paraphrase, not research: its field keeps the
 * product's name ('Research Backed Quote'), its heading says what it is.
 */
export function WisdomReading({ reading, words = englishPage.words }: { reading: WisdomInsight; words?: PageLanguage['words'] }) {
  const i = reading.insight;
  if (!i) return <p role="alert">{reading.error || resultMessages.fetchFailed}</p>;
  return (
    <Article dir={directionOf(i.Summary ?? i.Wisdom ?? '')}>
      {i.Wisdom && <p>{i.Wisdom}</p>}
      <ListSection title={words.bookRecommendation} items={i['Book Recommendation']} />
      <TextSection title={words.summary} text={i.Summary} />
      {i['Guideline Responses'] && (
        <ReadingSection title={words.fullAnalysis}>
          <ResponseValueView value={i['Guideline Responses']} />
        </ReadingSection>
      )}
      <ListSection title={words.actionsYouCanTake} items={i['Action Item']} />
      <TextSection title={words.immediateActionItem} text={i['Immediate Action Item']} />
      <TextSection title={words.lineToKeep} text={i['Research Backed Quote']} />
      {i['Analysis Responses'] && i['Analysis Responses'].length > 0 && (
        <ReadingSection title={words.analysisResponses}>
          <ResponseValueView value={i['Analysis Responses']} />
        </ReadingSection>
      )}
    </Article>
  );
}

/** A contact's readings, one philosophy at a time (its chips under the contact's). */
function WisdomReadings({
  readings,
  contact,
  panelId,
  page,
}: {
  readings: WisdomInsight[];
  contact: ResultContact;
  panelId: string;
  page: PageLanguage;
}) {
  const [wisdom, setWisdom] = useChosen(readings.map((r) => r.wisdomTitle));
  const reading = readings.find((r) => r.wisdomTitle === wisdom);
  return (
    <>
      <ChoiceChips
        label={page.words.philosophiesFor(contact.name)}
        items={readings.map((r) => ({ id: r.wisdomTitle, name: page.wisdom(r.wisdomTitle).title }))}
        current={wisdom}
        onSelect={setWisdom}
        panelId={panelId}
      />
      <h1>{reading ? page.wisdom(reading.wisdomTitle).title : page.words.wisdom}</h1>
      {reading ? <WisdomReading reading={reading} words={page.words} /> : <p role="alert">{resultMessages.fetchFailed}</p>}
    </>
  );
}

/** '/wisdom-result/v0-4/{id}' (and v0-3): the Wisdom readings, per contact and per philosophy (docs/product.md §2). */
export default function WisdomResultScreen() {
  return (
    <ContactReadingPage kind="wisdom">
      {(readings, contact, panelId, page) => <WisdomReadings readings={readings} contact={contact} panelId={panelId} page={page} />}
    </ContactReadingPage>
  );
}
