import type { ScheduleJob } from '@app/shared/contracts';
import { AppLink, paths } from '@app/shared/host';
import { Button, Card, Notice } from '@app/shared/ui';
import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { DefinitionGrid } from '../schedule/birth-details-list.tsx';
import { contactNames, formatTime, intervalFact, nextRuntime, scheduleTitle, waitingLines } from '@app/shared/jobs';
import { JobChoices } from './job-choices.tsx';
import { ProfileBoxes } from './profile-boxes.tsx';
import type { ProfileBoxes as Boxes } from './use-profile-insights.ts';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const IconButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-width: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

const Facts = styled(DefinitionGrid)`
  margin: ${({ theme }) => theme.space(3)} 0;
  .line {
    display: block;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const runOutcome = { succeeded: 'Insight ready', skipped: 'Skipped', failed: 'Failed' } as const;

/** One scheduled job: its facts, its last run and failure, the traits and events, and its choices. */
export function JobCard({
  job,
  boxes,
  now,
  onEdit,
  onRemove,
}: {
  job: ScheduleJob;
  boxes: Boxes;
  now: Date;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { lastRun } = job;
  return (
    <Card as="article" aria-label={`Schedule ${job.scheduleId}`}>
      <Head>
        <h2>{scheduleTitle(job)}</h2>
        <IconButtons>
          <Button $variant="secondary" aria-label={`Edit schedule ${job.scheduleId}`} title="Edit" onClick={onEdit}>
            <Pencil size={18} aria-hidden="true" />
          </Button>
          <Button $variant="secondary" aria-label={`Remove schedule ${job.scheduleId}`} title="Remove" onClick={onRemove}>
            <Trash2 size={18} aria-hidden="true" />
          </Button>
        </IconButtons>
      </Head>
      <Facts>
        <dt>WhatsApp number</dt>
        <dd>{job.userWhatsappId ? `+${job.userWhatsappId}` : '—'}</dd>
        <dt>Schedule id</dt>
        <dd>
          <span className="line">{job.scheduleId}</span>
          {contactNames(job) && <span className="line">{contactNames(job)}</span>}
        </dd>
        <dt>Interval</dt>
        <dd>{intervalFact(job.interval)}</dd>
        <dt>Minimum messages</dt>
        <dd>{job.minimumMessageCount}</dd>
        <dt>New messages</dt>
        <dd>
          {waitingLines(job).map((line) => (
            <span key={line} className="line">
              {line}
            </span>
          ))}
        </dd>
        <dt>Next Runtime</dt>
        <dd>{formatTime(nextRuntime(job.nextRunTime, now))}</dd>
        <dt>Last run</dt>
        <dd>
          {lastRun ? (
            <>
              {formatTime(new Date(lastRun.at))}: {runOutcome[lastRun.status]}
              {lastRun.resultId && (
                <>
                  {' · '}
                  <AppLink to={paths.resultEntry(lastRun.resultId)}>Open the insight</AppLink>
                </>
              )}
              {lastRun.status !== 'succeeded' && lastRun.detail && ` (${lastRun.detail})`}
            </>
          ) : (
            'Not yet'
          )}
          <span className="line">
            <AppLink to={paths.insights}>All your insights</AppLink>
          </span>
        </dd>
      </Facts>
      <Stack>
        {job.failureCount > 0 && (
          <Notice tone="warning">
            <strong>Last Failure</strong>: {job.lastFailureTime ? formatTime(new Date(job.lastFailureTime)) : 'N/A'}
            {job.lastFailureReason && ` — ${job.lastFailureReason}`}
          </Notice>
        )}
        <ProfileBoxes boxes={boxes} />
        <JobChoices job={job} />
      </Stack>
    </Card>
  );
}
