import { defineRemote } from '@app/shared/routes';

/** This remote: each of its screens and the file that default-exports it (README: "Add a screen"). */
export const remote = defineRemote(
  'scheduling_mfe',
  {
    ScheduleWisdom: 'schedule/schedule-screen.tsx',
    CronJobs: 'jobs/cron-jobs-screen.tsx',
  },
  // Only screen files: the dev harness and the smoke tests load them from here.
  (file) => import(/* webpackInclude: /-screen\.tsx$/ */ `./${file}`),
);
