import type { RemoteDevScreens } from '@app/shared/host';
import { lazy } from 'react';

/** Every screen of this remote for its standalone dev harness (the routes come from the route manifest). */
export const devScreens: RemoteDevScreens<'results_mfe'> = {
  ResultEntry: lazy(() => import('./result-entry/result-entry-screen.tsx')),
  WisdomResult: lazy(() => import('./wisdom-result/wisdom-result-screen.tsx')),
  LoopedResult: lazy(() => import('./looped-result/looped-result-screen.tsx')),
  OracleResult: lazy(() => import('./oracle-result/oracle-result-screen.tsx')),
  LegacyWisdomResult: lazy(() => import('./legacy-result/legacy-wisdom-result-screen.tsx')),
  LegacyLoopedResult: lazy(() => import('./legacy-result/legacy-looped-result-screen.tsx')),
  InstantWisdom: lazy(() => import('./instant-wisdom/instant-wisdom-screen.tsx')),
  CustomWisdom: lazy(() => import('./custom-wisdom/custom-wisdom-screen.tsx')),
};
