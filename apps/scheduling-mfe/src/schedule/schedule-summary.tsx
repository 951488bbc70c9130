import type { InsightType } from '@app/shared/catalogue';
import type { SessionState } from '@app/shared/session';
import { useId, useState } from 'react';
import { TabButtons } from '@app/shared/ui';
import styled from 'styled-components';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
  }
`;

const birthLabels = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['dob', 'Date of Birth'],
  ['timeOfBirth', 'Time of Birth'],
  ['city', 'City'],
  ['country', 'Country'],
] as const;

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
        {current === 'Astrology' && (
          <Details>
            {birthLabels.map(([key, label]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{session.astrologyFormData[key] || '—'}</dd>
              </div>
            ))}
          </Details>
        )}
      </div>
    </>
  );
}
