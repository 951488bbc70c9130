import type { RemoteDevScreens } from '@app/shared/host';
import { lazy } from 'react';

/** Every screen of this remote for its standalone dev harness (the routes come from the route manifest). */
export const devScreens: RemoteDevScreens<'scheduling_mfe'> = {
  ScheduleWisdom: lazy(() => import('./schedule/schedule-screen.tsx')),
  CronJobs: lazy(() => import('./jobs/cron-jobs-screen.tsx')),
};
