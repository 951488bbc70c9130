import { insightTypes, type InsightType } from '@app/shared/catalogue';
import type { ScheduleJob } from '@app/shared/contracts';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { BirthDetailsList } from '../schedule/birth-details-list.tsx';
import { TypeTabs } from '../schedule/type-tabs.tsx';
import { contactName, typeLabels } from '@app/shared/jobs';

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

/** A job's choices, a tab per selected type: its contacts, the philosophies, the birth details. */
export function JobChoices({ job }: { job: ScheduleJob }) {
  const types = insightTypes.filter((type) => job[type].selected);
  const [current, setCurrent] = useState<InsightType | undefined>(types[0]);
  const panelId = useId();
  const shown = current && types.includes(current) ? current : types[0];
  if (!shown) return null;
  return (
    <div>
      <TypeTabs
        types={types}
        current={shown}
        onSelect={setCurrent}
        panelId={panelId}
        label={`Insight types of schedule ${job.scheduleId}`}
        names={(type) => typeLabels[type]}
      />
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
        {shown === 'Astrology' && job.Astrology.formData && <BirthDetailsList details={job.Astrology.formData} />}
      </Panel>
    </div>
  );
}
