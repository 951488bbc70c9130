import { CalendarClock } from 'lucide-react';
import { scheduleMessages, type ScheduleJob, type UpdateCronJobPayload } from '@app/shared/contracts';
import { AppLink, paths } from '@app/shared/host';
import { selectSession, useAppSelector } from '@app/shared/session';
import { useEmitWithAck, useSocket, useSocketEvent } from '@app/shared/socket';
import { Button, Card, EmptyState, Modal, ModalActions, Notice, Screen, Skeleton, toast } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { EditJobModal } from './edit-job-modal.tsx';
import { JobCard } from './job-card.tsx';
import { useProfileInsights } from './use-profile-insights.ts';

/** docs/product.md's 70vh scrolling list from a tablet up; on a phone the page itself scrolls (no box inside it). */
const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    max-height: 70vh;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

const emptyText = 'No active scheduled wisdom jobs.';

/** '/cron-jobs', 'Scheduled Wisdom Jobs' (docs/product.md §2): the account's schedules, live, editable. */
export default function CronJobsScreen() {
  const { userId } = useAppSelector(selectSession);
  const socket = useSocket();
  const emitWithAck = useEmitWithAck();
  const [jobs, setJobs] = useState<ScheduleJob[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [runs, setRuns] = useState(0);
  const [editing, setEditing] = useState<ScheduleJob | null>(null);
  const [removing, setRemoving] = useState<ScheduleJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const boxes = useProfileInsights(userId, runs);

  useSocketEvent('active-cron-jobs', ({ jobs: next }) => {
    setJobs(next);
    setFailure(null);
    // A run may have found new traits or events.
    setRuns((n) => n + 1);
  });
  useSocketEvent('cron-jobs-error', ({ message }) => setFailure(message));
  useEffect(() => {
    if (socket && userId) socket.emit('get-active-cron-jobs', userId);
  }, [socket, userId]);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const save = async (change: UpdateCronJobPayload) => {
    setBusy(true);
    try {
      const answer = await emitWithAck('update-cron-job', change);
      setJobs(answer.jobs);
      if (answer.status === 'success') {
        toast.success(scheduleMessages.updated);
        setEditing(null);
      } else toast.error(scheduleMessages.updateFailed);
    } catch {
      toast.error(scheduleMessages.updateFailed);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (job: ScheduleJob) => {
    setBusy(true);
    try {
      const answer = await emitWithAck('remove-cron-job', { scheduleId: job.scheduleId });
      setJobs(answer.jobs);
      if (answer.status === 'success') toast.success(scheduleMessages.deleted);
      else toast.error(scheduleMessages.deleteFailed);
    } catch {
      toast.error(scheduleMessages.deleteFailed);
    } finally {
      setBusy(false);
      setRemoving(null);
      setEditing(null);
    }
  };

  return (
    <Screen
      title="Scheduled Wisdom Jobs"
      lead="Each schedule reads your new messages with its contacts and sends you a link when an insight is ready."
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      {jobs === null && !failure && (
        <Card aria-busy="true" aria-label="Loading your schedules">
          <Skeleton $height="1.5rem" $width="40%" />
          <Skeleton $height="6rem" />
        </Card>
      )}
      {jobs?.length === 0 && (
        <Card>
          <EmptyState
            icon={<CalendarClock size={26} strokeWidth={1.75} />}
            title={emptyText}
            action={<AppLink to={paths.wisdom}>Choose your insights</AppLink>}
          >
            A schedule sends you insights about the people you choose, as often as you like.
          </EmptyState>
        </Card>
      )}
      {jobs && jobs.length > 0 && (
        <List aria-label="Scheduled jobs">
          {jobs.map((job) => (
            <li key={job.scheduleId}>
              <JobCard job={job} boxes={boxes} now={now} onEdit={() => setEditing(job)} onRemove={() => setRemoving(job)} />
            </li>
          ))}
        </List>
      )}
      {editing && (
        <EditJobModal
          job={editing}
          busy={busy}
          onSave={(change) => void save(change)}
          onDelete={() => void remove(editing)}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <Modal title="Remove this schedule?" role="alertdialog" onClose={() => setRemoving(null)}>
          <p>No more insights will be made for it, and the messages kept for its next run are deleted.</p>
          <ModalActions>
            <Button $variant="secondary" onClick={() => setRemoving(null)}>
              Keep it
            </Button>
            <Button $variant="danger" busy={busy} onClick={() => void remove(removing)}>
              Remove schedule
            </Button>
          </ModalActions>
        </Modal>
      )}
    </Screen>
  );
}
