import type { RemoteExposes } from '@app/shared/contracts';

/** One exposed module per route-level screen, as the shared contract lists them. */
export const exposes = {
  ResultEntry: './src/result-entry/result-entry-screen.tsx',
  WisdomResult: './src/wisdom-result/wisdom-result-screen.tsx',
  LoopedResult: './src/looped-result/looped-result-screen.tsx',
  OracleResult: './src/oracle-result/oracle-result-screen.tsx',
  LegacyWisdomResult: './src/legacy-result/legacy-wisdom-result-screen.tsx',
  LegacyLoopedResult: './src/legacy-result/legacy-looped-result-screen.tsx',
  InstantWisdom: './src/instant-wisdom/instant-wisdom-screen.tsx',
  CustomWisdom: './src/custom-wisdom/custom-wisdom-screen.tsx',
} satisfies RemoteExposes<'results_mfe'>;
