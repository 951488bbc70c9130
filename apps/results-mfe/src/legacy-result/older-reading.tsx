import { researchEntries, wisdoms } from '@app/shared/catalogue';
import { resultMessages } from '@app/shared/constants';
import type { WisdomInsight } from '@app/shared/contracts';
import { WisdomAvatar } from '@app/shared/emblems';
import styled from 'styled-components';
import { Article, directionOf, ReadingSection } from '../reading/reading-page.tsx';
import { ResponseValueView } from '../reading/response-value.tsx';

const Advice = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  p {
    margin: 0;
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = ({ items }: { items: string[] | undefined }) =>
  items && items.length > 0 ? (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  ) : null;

/** One insight of an older result: 'Advice' from the catalogue, then every section the older pages show. */
export function OlderReading({ reading, looped }: { reading: WisdomInsight; looped: boolean }) {
  const i = reading.insight;
  if (!i) return <p role="alert">{reading.error || resultMessages.fetchFailed}</p>;
  const research = looped ? researchEntries.find((r) => r.title === reading.wisdomTitle) : undefined;
  const wisdom = research ?? wisdoms.find((w) => w.title === reading.wisdomTitle);
  return (
    <Article dir={directionOf(i.Summary ?? i['Conversation Summary'] ?? '')}>
      <ReadingSection title="Advice">
        <Advice>
          {wisdom && <WisdomAvatar wisdom={wisdom} size={56} />}
          <div>
            <p>
              <strong>{reading.wisdomTitle}</strong>
            </p>
            {research ? (
              <>
                <small>{research.researcher}</small>
                <p>{research.benefit}</p>
              </>
            ) : (
              wisdom && <p>{wisdom.content}</p>
            )}
          </div>
        </Advice>
      </ReadingSection>
      {i['Immediate Action Item'] && (
        <ReadingSection title="Immediate Action Item">
          <p>{i['Immediate Action Item']}</p>
        </ReadingSection>
      )}
      {(i['Conversation Summary'] || i['Relationship Insights']) && (
        <ReadingSection title="Analysis">
          {i['Conversation Summary'] && <p>{i['Conversation Summary']}</p>}
          {i['Relationship Insights'] && <p>{i['Relationship Insights']}</p>}
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
      {i.Summary && (
        <ReadingSection title="Summary">
          <p>{i.Summary}</p>
        </ReadingSection>
      )}
      {i["Author's Advice"] && (
        <ReadingSection title="Author's Advice">
          <p>{i["Author's Advice"]}</p>
        </ReadingSection>
      )}
      {i['Action Suggestions'] && i['Action Suggestions'].length > 0 && (
        <ReadingSection title="Action Suggestions">
          <List items={i['Action Suggestions']} />
        </ReadingSection>
      )}
      {i['Bonding Activities'] && i['Bonding Activities'].length > 0 && (
        <ReadingSection title="Bonding Activities">
          <List items={i['Bonding Activities']} />
        </ReadingSection>
      )}
    </Article>
  );
}
