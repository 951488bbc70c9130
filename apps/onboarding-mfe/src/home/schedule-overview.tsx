import type { ScheduleJob } from '@app/shared/contracts';
import { AppLink, paths } from '@app/shared/host';
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

/** The latest reading any schedule produced. */
function lastReading(jobs: readonly ScheduleJob[]): { at: string; resultId: string } | null {
  const made = jobs.flatMap((j) => (j.lastRun?.resultId ? [{ at: j.lastRun.at, resultId: j.lastRun.resultId }] : []));
  return made.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0] ?? null;
}

/**
 * Home's picture of what is coming: per schedule, when the next reading is due and how many new messages each
 * chosen contact still needs; the last reading with its link. The list is the jobs page's, pushed after each run.
 */
export function ScheduleOverview({ jobs }: { jobs: readonly ScheduleJob[] }) {
  const now = useNow();
  const last = lastReading(jobs);
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
            Last reading: <time dateTime={last.at}>{formatTime(new Date(last.at))}</time> ·{' '}
            <AppLink to={paths.resultEntry(last.resultId)}>Open it</AppLink>
          </>
        ) : (
          'No reading yet: the first comes when a run finds enough new messages.'
        )}
      </p>
    </>
  );
}
