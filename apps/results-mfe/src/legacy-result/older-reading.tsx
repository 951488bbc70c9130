import { resultMessages } from '@app/shared/constants';
import type { WisdomInsight } from '@app/shared/contracts';
import { Advice } from '../reading/advice.tsx';
import { Article, directionOf, ListSection, ReadingSection, TextSection } from '../reading/reading-page.tsx';
import { ResponseValueView } from '../reading/response-value.tsx';

/** One insight of an older result: 'Advice' from the catalogue, then every section the older pages show. */
export function OlderReading({ reading, looped }: { reading: WisdomInsight; looped: boolean }) {
  const i = reading.insight;
  if (!i) return <p role="alert">{reading.error || resultMessages.fetchFailed}</p>;
  return (
    <Article dir={directionOf(i.Summary ?? i['Conversation Summary'] ?? '')}>
      <ReadingSection title="Advice">
        <Advice title={reading.wisdomTitle} looped={looped} />
      </ReadingSection>
      <TextSection title="Immediate Action Item" text={i['Immediate Action Item']} />
      {(i['Conversation Summary'] || i['Relationship Insights']) && (
        <ReadingSection title="Analysis">
          {i['Conversation Summary'] && <p>{i['Conversation Summary']}</p>}
          {i['Relationship Insights'] && <p>{i['Relationship Insights']}</p>}
        </ReadingSection>
      )}
      <TextSection title="Research Backed Quote" text={i['Research Backed Quote']} />
      {i['Analysis Responses'] && i['Analysis Responses'].length > 0 && (
        <ReadingSection title="Analysis Responses">
          <ResponseValueView value={i['Analysis Responses']} />
        </ReadingSection>
      )}
      <TextSection title="Summary" text={i.Summary} />
      <TextSection title="Author's Advice" text={i["Author's Advice"]} />
      <ListSection title="Action Suggestions" items={i['Action Suggestions']} />
      <ListSection title="Bonding Activities" items={i['Bonding Activities']} />
    </Article>
  );
}
