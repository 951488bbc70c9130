import { insightTypes, type InsightType } from '@app/shared/catalogue';
import type { ScheduleJob } from '@app/shared/contracts';
import { TabButtons } from '@app/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { contactName } from './job-display.ts';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

export const typeLabels: Record<InsightType, string> = { Wisdom: 'Wisdom', Looped: 'Looped', Astrology: 'Oracle' };

const birthLabels = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['dob', 'Date of Birth'],
  ['timeOfBirth', 'Time of Birth'],
  ['city', 'City'],
  ['country', 'Country'],
] as const;

/** A job's choices, a tab per selected type: its contacts, the philosophies, the birth details. */
export function JobChoices({ job }: { job: ScheduleJob }) {
  const types = insightTypes.filter((type) => job[type].selected);
  const [current, setCurrent] = useState<InsightType | undefined>(types[0]);
  const panelId = useId();
  const shown = current && types.includes(current) ? current : types[0];
  if (!shown) return null;
  return (
    <div>
      <TabButtons role="tablist" aria-label={`Insight types of schedule ${job.scheduleId}`}>
        {types.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={type === shown}
            aria-controls={panelId}
            onClick={() => setCurrent(type)}
          >
            {typeLabels[type]}
          </button>
        ))}
      </TabButtons>
      <Panel id={panelId} role="tabpanel" aria-label={`${typeLabels[shown]} choices`}>
        <h3>Contacts</h3>
        <ul>
          {job[shown].contacts.map((c) => (
            <li key={c.id}>{contactName(c)}</li>
          ))}
        </ul>
        {shown === 'Wisdom' && (
          <>
            <h3>Philosophies</h3>
            <ul>
              {job.Wisdom.wisdoms.map((title) => (
                <li key={title}>{title}</li>
              ))}
            </ul>
          </>
        )}
        {shown === 'Astrology' && job.Astrology.formData && (
          <Details>
            {birthLabels.map(([key, label]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{job.Astrology.formData?.[key] || '—'}</dd>
              </div>
            ))}
          </Details>
        )}
      </Panel>
    </div>
  );
}
