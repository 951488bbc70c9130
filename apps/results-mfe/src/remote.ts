import { defineRemote } from '@app/shared/routes';

/** This remote: each of its screens and the file that default-exports it (README: "Add a screen"). */
export const remote = defineRemote(
  'results_mfe',
  {
    ResultEntry: 'result-entry/result-entry-screen.tsx',
    WisdomResult: 'wisdom-result/wisdom-result-screen.tsx',
    LoopedResult: 'looped-result/looped-result-screen.tsx',
    OracleResult: 'oracle-result/oracle-result-screen.tsx',
    LegacyWisdomResult: 'legacy-result/legacy-wisdom-result-screen.tsx',
    LegacyLoopedResult: 'legacy-result/legacy-looped-result-screen.tsx',
    InstantWisdom: 'instant-wisdom/instant-wisdom-screen.tsx',
    CustomWisdom: 'custom-wisdom/custom-wisdom-screen.tsx',
    Insights: 'insights/insights-screen.tsx',
  },
  // Only screen files: the dev harness and the smoke tests load them from here.
  (file) => import(/* webpackInclude: /-screen\.tsx$/ */ `./${file}`),
);
