import { resultMessages } from '@app/shared/constants';
import { englishPage, usePageLanguage, type PageLanguage, type PageWords } from '@app/shared/page-words';
import { useId, type ReactNode } from 'react';
import { BackToInsights } from './back-to-insights.tsx';
import { ChoiceChips } from './contact-chips.tsx';
import { Kicker, ReadingColumn, ReadingError, ReadingLoading } from './reading-page.tsx';
import { useChosen } from './use-chosen.ts';
import { useResultReadings, type ReadingKind, type Readings, type ResultContact } from './use-result-readings.ts';

const kindOf = { wisdom: 'Wisdom', looped: 'Looped', astrology: 'Astrology' } as const;
const loadingOf = { wisdom: 'wisdomLoading', looped: 'loopedLoading', astrology: 'oracleLoading' } as const satisfies Record<
  ReadingKind,
  keyof PageWords
>;

/**
 * A v0-4 result page: its kind's readings, a chip per eligible contact choosing whose reading shows,
 * the loading, error and 'no reading' states every page shares, and the way back to 'Your insights'. Its
 * own words are in the reading's language (English until the server has said which).
 */
export function ContactReadingPage<K extends ReadingKind>({
  kind,
  children,
}: {
  kind: K;
  children: (reading: Readings[K], contact: ResultContact, panelId: string, page: PageLanguage) => ReactNode;
}) {
  const state = useResultReadings(kind);
  const panel = useId();
  const ready = state.status === 'ready' ? state : null;
  const page = usePageLanguage(ready?.language);
  const [contactId, setContact] = useChosen(ready?.contacts.map((c) => c.id) ?? []);
  if (state.status === 'error') return <ReadingError message={state.message} />;
  if (ready && ready.contacts.length === 0) return <ReadingError message={resultMessages.fetchFailed} />;
  const reading = contactId ? ready?.readings.get(contactId) : undefined;
  const contact = ready?.contacts.find((c) => c.id === contactId);
  if (!ready || !reading || !contact || !page) {
    // Until the reading's language is known (and its words have come), the product's own loading text.
    const waiting = (page ?? englishPage).words;
    return <ReadingLoading title={waiting.kinds[kindOf[kind]]} text={waiting[loadingOf[kind]]} />;
  }
  const { words } = page;
  return (
    <ReadingColumn lang={words.lang} dir={words.dir}>
      <BackToInsights words={words} />
      <Kicker>{words.kinds[kindOf[kind]]}</Kicker>
      <ChoiceChips label={words.contacts} items={ready.contacts} current={contactId} onSelect={setContact} panelId={panel} />
      <div id={panel} role="tabpanel">
        {children(reading, contact, panel, page)}
      </div>
    </ReadingColumn>
  );
}
