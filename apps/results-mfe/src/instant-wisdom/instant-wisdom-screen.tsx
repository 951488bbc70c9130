import { instantWisdomResponseSchema, responseItemSchema, type InstantWisdomResponse } from '@app/shared/contracts';
import { paths, useAppNavigation } from '@app/shared/host';
import { selectSession, sessionFieldSet, useAppDispatch, useAppSelector } from '@app/shared/session';
import { Button } from '@app/shared/ui';
import { useEffect, useMemo, useRef } from 'react';
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
  // Leaving for /wisdom (missing or unreadable): the page keeps its name meanwhile.
  if (!parsed) return <ReadingLoading title="Instant wisdom" text="Loading..." />;

  const back = () => {
    leaving.current = true;
    dispatch(sessionFieldSet({ key: 'instantWisdomResponse', value: null }));
    navigate(paths.wisdom);
  };
  const title = parsed.looped ? 'Looped Advice' : 'Wisdom Insight';
  const text = parsed.looped ? parsed.insight['Conversation Summary'] : parsed.insight.kohan;
  return (
    <ReadingColumn>
      <Button $variant="secondary" onClick={back}>
        ← Back
      </Button>
      <Kicker>Instant wisdom</Kicker>
      <h1>{title}</h1>
      <Article dir={directionOf(text)}>{parsed.looped ? <LoopedAdvice parsed={parsed} /> : <WisdomAdvice parsed={parsed} />}</Article>
    </ReadingColumn>
  );
}

function LoopedAdvice({ parsed: { response, insight } }: { parsed: Extract<Parsed, { looped: true }> }) {
  return (
    <>
      <ReadingSection title="Advice">
        <Advice title={response.wisdom} looped />
      </ReadingSection>
      <TextSection title="Immediate Action Item" text={insight['Immediate Action Item']} />
      <ReadingSection title="Analysis">
        <p>{insight['Conversation Summary']}</p>
        <p>{insight['Relationship Insights']}</p>
      </ReadingSection>
      <TextSection title="Research Backed Quote" text={insight['Research Backed Quote']} />
      {insight['Analysis Responses'].length > 0 && (
        <ReadingSection title="Analysis Responses">
          <ResponseValueView value={insight['Analysis Responses']} />
        </ReadingSection>
      )}
    </>
  );
}

function WisdomAdvice({ parsed: { response, insight } }: { parsed: Extract<Parsed, { looped: false }> }) {
  return (
    <>
      <ReadingSection title="Wisdom">
        <Advice title={response.wisdom} looped={false} />
      </ReadingSection>
      <TextSection title="Kohan Wisdom" text={insight.kohan} />
      <TextSection title="Analysis" text={insight.wisdom} />
      {insight['Guideline Responses'].length > 0 && (
        <ReadingSection title="Meta Analysis using NLP Techniques">
          <ResponseValueView value={insight['Guideline Responses']} />
        </ReadingSection>
      )}
      <ListSection title="Action Item" items={insight.actionItem} />
    </>
  );
}
