import type { ScheduleJob } from '@app/shared/contracts';
import { selectSession, useAppSelector } from '@app/shared/session';
import { useSocket, useSocketEvent } from '@app/shared/socket';
import { useEffect, useState } from 'react';

/** The account's schedules, live: asked on arrival, and replaced whenever a run ends (the server pushes the list). */
export function useSchedules(): { jobs: ScheduleJob[] | null; failed: string | null } {
  const { userId } = useAppSelector(selectSession);
  const socket = useSocket();
  const [jobs, setJobs] = useState<ScheduleJob[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useSocketEvent('active-cron-jobs', ({ jobs: next }) => {
    setJobs(next);
    setFailed(null);
  });
  useSocketEvent('cron-jobs-error', ({ message }) => setFailed(message));
  useEffect(() => {
    if (socket && userId) socket.emit('get-active-cron-jobs', userId);
  }, [socket, userId]);
  return { jobs, failed };
}
