import type { InsightType } from '@app/shared/catalogue';
import { contactLabel } from '@app/shared/contracts';
import type { SessionState } from '@app/shared/session';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { BirthDetailsList } from './birth-details-list.tsx';
import { TypeTabs } from './type-tabs.tsx';

const Panel = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const contactsOf = (session: SessionState, type: InsightType) =>
  ({ Wisdom: session.selectedWisdomContacts, Looped: session.selectedLoopedContacts, Astrology: session.selectedAstrologyContacts })[type];

/**
 * What will be scheduled, per chosen type: whom it is about, then the philosophies (Wisdom), what the reading
 * is (Looped: docs/product.md shows nothing more) or the birth details (Oracle).
 */
export function ScheduleSummary({ session, types }: { session: SessionState; types: InsightType[] }) {
  const [current, setCurrent] = useState(types[0]!);
  const panelId = useId();
  const names = contactsOf(session, current).map(contactLabel).join(', ');
  return (
    <>
      <TypeTabs types={types} current={current} onSelect={setCurrent} panelId={panelId} label="Insight types" />
      <Panel id={panelId} role="tabpanel" aria-label={`${current} summary`}>
        <p>
          <strong>About:</strong> {names || 'no contact chosen yet'}
        </p>
        {current === 'Wisdom' && (
          <ul>
            {session.selectedWisdomWisdoms.map((w) => (
              <li key={w.id}>{w.title}</li>
            ))}
          </ul>
        )}
        {current === 'Looped' && (
          <p>A research-based reading of the relationship: what changed since the last one, and what tends to help.</p>
        )}
        {current === 'Astrology' && <BirthDetailsList details={session.astrologyFormData} />}
      </Panel>
    </>
  );
}
