import { instantWisdomResponseSchema, responseItemSchema, type InstantWisdomResponse } from '@app/shared/contracts';
import { paths, useAppNavigation } from '@app/shared/host';
import { englishPage, usePageLanguage, type PageLanguage } from '@app/shared/page-words';
import { selectSession, sessionFieldSet, useAppDispatch, useAppSelector } from '@app/shared/session';
import { Button } from '@app/shared/ui';
import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { Advice } from '../reading/advice.tsx';
import {
  Article,
  directionOf,
  Kicker,
  ListSection,
  ReadingColumn,
  ReadingLoading,
  ReadingSection,
  TextSection,
} from '../reading/reading-page.tsx';
import { ResponseValueView } from '../reading/response-value.tsx';

/** '← Back' keeps its distance from the kicker under it. */
const BackRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const items = z.array(responseItemSchema);
const loopedInsight = z.object({
  'Immediate Action Item': z.string(),
  'Conversation Summary': z.string(),
  'Relationship Insights': z.string(),
  'Research Backed Quote': z.string(),
  'Analysis Responses': items,
});
const wisdomInsight = z.object({ kohan: z.string(), wisdom: z.string(), 'Guideline Responses': items, actionItem: z.array(z.string()) });

type Parsed =
  | { looped: true; response: InstantWisdomResponse; insight: z.infer<typeof loopedInsight> }
  | { looped: false; response: InstantWisdomResponse; insight: z.infer<typeof wisdomInsight> };

/** The stored response and its insight (a JSON string inside it); null when missing or unreadable. */
function parse(stored: string | null): Parsed | null {
  try {
    const response = instantWisdomResponseSchema.parse(JSON.parse(stored ?? ''));
    const insight: unknown = JSON.parse(response.insight);
    return response.isLooped
      ? { looped: true, response, insight: loopedInsight.parse(insight) }
      : { looped: false, response, insight: wisdomInsight.parse(insight) };
  } catch {
    return null;
  }
}

/** '/instant-wisdom': the answer of 'Get a wisdom now', 'Looped Advice' or 'Wisdom Insight' (docs/product.md §2). */
export default function InstantWisdomScreen() {
  const { instantWisdomResponse } = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const parsed = useMemo(() => parse(instantWisdomResponse), [instantWisdomResponse]);
  /** Back clears the response on its way out: that is not a missing one. */
  const leaving = useRef(false);
  useEffect(() => {
    if (!parsed && !leaving.current) navigate(paths.wisdom, { replace: true });
  }, [parsed, navigate]);
  const page = usePageLanguage(parsed?.response.language);
  // Leaving for /wisdom (missing or unreadable), or its words on their way: the page keeps its name meanwhile.
  if (!parsed || !page) return <ReadingLoading title={englishPage.words.instantWisdom} text={englishPage.words.loading} />;
  const { words } = page;

  const back = () => {
    leaving.current = true;
    dispatch(sessionFieldSet({ key: 'instantWisdomResponse', value: null }));
    navigate(paths.wisdom);
  };
  const title = parsed.looped ? words.loopedAdvice : words.wisdomInsight;
  const text = parsed.looped ? parsed.insight['Conversation Summary'] : parsed.insight.kohan;
  return (
    <ReadingColumn lang={words.lang} dir={words.dir}>
      <BackRow>
        <Button $variant="secondary" onClick={back}>
          {words.back}
        </Button>
      </BackRow>
      <Kicker>{words.instantWisdom}</Kicker>
      <h1>{title}</h1>
      <Article dir={directionOf(text)}>
        {parsed.looped ? <LoopedAdvice parsed={parsed} page={page} /> : <WisdomAdvice parsed={parsed} page={page} />}
      </Article>
    </ReadingColumn>
  );
}

function LoopedAdvice({ parsed: { response, insight }, page }: { parsed: Extract<Parsed, { looped: true }>; page: PageLanguage }) {
  const { words } = page;
  return (
    <>
      <ReadingSection title={words.advice}>
        <Advice title={response.wisdom} looped page={page} />
      </ReadingSection>
      <TextSection title={words.immediateActionItem} text={insight['Immediate Action Item']} />
      <ReadingSection title={words.analysis}>
        <p>{insight['Conversation Summary']}</p>
        <p>{insight['Relationship Insights']}</p>
      </ReadingSection>
      <TextSection title={words.researchBackedQuote} text={insight['Research Backed Quote']} />
      {insight['Analysis Responses'].length > 0 && (
        <ReadingSection title={words.analysisResponses}>
          <ResponseValueView value={insight['Analysis Responses']} />
        </ReadingSection>
      )}
    </>
  );
}

function WisdomAdvice({ parsed: { response, insight }, page }: { parsed: Extract<Parsed, { looped: false }>; page: PageLanguage }) {
  const { words } = page;
  return (
    <>
      <ReadingSection title={words.wisdom}>
        <Advice title={response.wisdom} looped={false} page={page} />
      </ReadingSection>
      <TextSection title={words.kohanWisdom} text={insight.kohan} />
      <TextSection title={words.analysis} text={insight.wisdom} />
      {insight['Guideline Responses'].length > 0 && (
        <ReadingSection title={words.metaAnalysis}>
          <ResponseValueView value={insight['Guideline Responses']} />
        </ReadingSection>
      )}
      <ListSection title={words.actionItem} items={insight.actionItem} />
    </>
  );
}
