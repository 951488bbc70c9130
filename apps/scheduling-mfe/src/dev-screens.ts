import type { ScreenOf } from '@app/shared/contracts';
import type { RemoteScreenEntry } from '@app/shared/host';
import { lazy } from 'react';

/** The screens the standalone dev harness offers, with an example route each. */
export const devScreens = [
  { module: 'ScheduleWisdom', path: '/scheduleWisdom', Screen: lazy(() => import('./schedule/schedule-screen.tsx')) },
  { module: 'CronJobs', path: '/cron-jobs', Screen: lazy(() => import('./jobs/cron-jobs-screen.tsx')) },
] satisfies (RemoteScreenEntry & { module: ScreenOf<'scheduling_mfe'> })[];
