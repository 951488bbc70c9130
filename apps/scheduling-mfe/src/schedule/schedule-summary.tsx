import type { InsightType } from '@app/shared/catalogue';
import type { SessionState } from '@app/shared/session';
import { useId, useState } from 'react';
import { BirthDetailsList } from './birth-details-list.tsx';
import { TypeTabs } from './type-tabs.tsx';

/** What will be scheduled, per chosen type: the philosophies, the birth details; nothing for Looped. */
export function ScheduleSummary({ session, types }: { session: SessionState; types: InsightType[] }) {
  const [current, setCurrent] = useState(types[0]!);
  const panelId = useId();
  return (
    <>
      <TypeTabs types={types} current={current} onSelect={setCurrent} panelId={panelId} label="Insight types" />
      <div id={panelId} role="tabpanel" aria-label={`${current} summary`}>
        {current === 'Wisdom' && (
          <ul>
            {session.selectedWisdomWisdoms.map((w) => (
              <li key={w.id}>{w.title}</li>
            ))}
          </ul>
        )}
        {current === 'Astrology' && <BirthDetailsList details={session.astrologyFormData} />}
      </div>
    </>
  );
}
