import type { ScreenOf } from '@app/shared/contracts';
import type { RemoteScreenEntry } from '@app/shared/host';
import { lazy } from 'react';

/** The screens the standalone dev harness offers, with an example route each. */
export const devScreens = [
  { module: 'ResultEntry', path: '/result-entry/v0-4/:id', Screen: lazy(() => import('./result-entry/result-entry-screen.tsx')) },
  { module: 'WisdomResult', path: '/wisdom-result/v0-4/:id', Screen: lazy(() => import('./wisdom-result/wisdom-result-screen.tsx')) },
  { module: 'LoopedResult', path: '/looped-result/v0-4/:id', Screen: lazy(() => import('./looped-result/looped-result-screen.tsx')) },
  { module: 'OracleResult', path: '/astrology-result/v0-4/:id', Screen: lazy(() => import('./oracle-result/oracle-result-screen.tsx')) },
  { module: 'LegacyWisdomResult', path: '/wisdom-result/v0-2/wisdom/:id', Screen: lazy(() => import('./legacy-result/legacy-wisdom-result-screen.tsx')) },
  { module: 'LegacyLoopedResult', path: '/wisdom-result/v0-2/looped/:id', Screen: lazy(() => import('./legacy-result/legacy-looped-result-screen.tsx')) },
  { module: 'InstantWisdom', path: '/instant-wisdom', Screen: lazy(() => import('./instant-wisdom/instant-wisdom-screen.tsx')) },
  { module: 'CustomWisdom', path: '/custom-Wisdom', Screen: lazy(() => import('./custom-wisdom/custom-wisdom-screen.tsx')) },
] satisfies (RemoteScreenEntry & { module: ScreenOf<'results_mfe'> })[];
