import type { InsightType } from '@app/shared/catalogue';
import type { SessionState } from '@app/shared/session';
import { useId, useState } from 'react';
import { TabButtons } from '@app/shared/ui';
import { BirthDetailsList } from './birth-details-list.tsx';

/** What will be scheduled, per chosen type: the philosophies, the birth details; nothing for Looped. */
export function ScheduleSummary({ session, types }: { session: SessionState; types: InsightType[] }) {
  const [current, setCurrent] = useState(types[0]!);
  const panelId = useId();
  return (
    <>
      <TabButtons role="tablist" aria-label="Insight types">
        {types.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={type === current}
            aria-controls={panelId}
            onClick={() => setCurrent(type)}
          >
            {type}
          </button>
        ))}
      </TabButtons>
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
