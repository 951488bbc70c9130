import { resultMessages } from '@app/shared/constants';
import { useId, type ReactNode } from 'react';
import { ChoiceChips } from './contact-chips.tsx';
import { Kicker, ReadingColumn, ReadingError, ReadingLoading } from './reading-page.tsx';
import { useChosen } from './use-chosen.ts';
import { useResultReadings, type ReadingKind, type Readings, type ResultContact } from './use-result-readings.ts';

/**
 * A v0-4 result page: its kind's readings, a chip per eligible contact choosing whose reading shows,
 * and the loading, error and 'no reading' states every page shares.
 */
export function ContactReadingPage<K extends ReadingKind>({
  kind,
  name,
  loadingText,
  children,
}: {
  kind: K;
  /** The page's name: its kicker, and its heading while loading. */
  name: string;
  loadingText: string;
  children: (reading: Readings[K], contact: ResultContact, panelId: string) => ReactNode;
}) {
  const state = useResultReadings(kind);
  const panel = useId();
  const ready = state.status === 'ready' ? state : null;
  const [contactId, setContact] = useChosen(ready?.contacts.map((c) => c.id) ?? []);
  if (state.status === 'error') return <ReadingError message={state.message} />;
  if (ready && ready.contacts.length === 0) return <ReadingError message={resultMessages.fetchFailed} />;
  const reading = contactId ? ready?.readings.get(contactId) : undefined;
  const contact = ready?.contacts.find((c) => c.id === contactId);
  if (!ready || !reading || !contact) return <ReadingLoading title={name} text={loadingText} />;
  return (
    <ReadingColumn>
      <Kicker>{name}</Kicker>
      <ChoiceChips label="Contacts" items={ready.contacts} current={contactId} onSelect={setContact} panelId={panel} />
      <div id={panel} role="tabpanel">
        {children(reading, contact, panel)}
      </div>
    </ReadingColumn>
  );
}
