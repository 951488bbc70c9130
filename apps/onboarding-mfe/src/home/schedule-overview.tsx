import type { InsightSummary, ScheduleJob } from '@app/shared/contracts';
import { AppLink, paths, readingPath } from '@app/shared/host';
import { formatTime, nextRuntime, scheduleTitle, waitingLines } from '@app/shared/jobs';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The minute, so 'Next reading' moves on while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Where a listed result opens: the entry page for a current one, its older page otherwise. */
const openPath = (result: InsightSummary) =>
  result.format === 'v0-4' ? paths.resultEntry(result.id) : readingPath(result.format, result.readings[0]?.kind ?? 'Wisdom', result.id);

/**
 * Home's picture of what is coming: per schedule, when the next reading is due and how many new messages each
 * chosen contact still needs; the newest reading with its link. The list is the jobs page's, pushed after each run.
 */
export function ScheduleOverview({ jobs, last }: { jobs: readonly ScheduleJob[]; last: InsightSummary | null | undefined }) {
  const now = useNow();
  return (
    <>
      <List>
        {jobs.map((job) => (
          <li key={job.scheduleId}>
            <h3>{scheduleTitle(job)}</h3>
            <p>
              Next reading: <time dateTime={job.nextRunTime}>{formatTime(nextRuntime(job.nextRunTime, now))}</time>
            </p>
            <ul aria-label="Waiting for new messages">
              {waitingLines(job).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </List>
      <p>
        {last ? (
          <>
            Last reading: <time dateTime={last.createdAt}>{formatTime(new Date(last.createdAt))}</time> ·{' '}
            <AppLink to={openPath(last)}>Open it</AppLink>
          </>
        ) : (
          last === null && 'No reading yet: the first comes when a run finds enough new messages.'
        )}
      </p>
    </>
  );
}
