import type { RemoteExposes } from '@app/shared/contracts';

/** One exposed module per route-level screen, as the shared contract lists them. */
export const exposes = {
  ScheduleWisdom: './src/schedule/schedule-screen.tsx',
  CronJobs: './src/jobs/cron-jobs-screen.tsx',
} satisfies RemoteExposes<'scheduling_mfe'>;
