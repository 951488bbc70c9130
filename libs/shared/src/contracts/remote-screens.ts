import type { RemoteName } from './site.ts';

/**
 * The screens each remote exposes (one Module Federation module per route-level screen). The route
 * manifest (`@app/shared/routes`) and every remote's definition (`defineRemote`) are typed against this list.
 */
export const remoteScreens = {
  auth_mfe: ['AuthForm', 'VerifyEmail', 'ForgotPassword', 'ResetPassword', 'DeleteAccount'],
  onboarding_mfe: ['WhatsappLogin', 'Home', 'WisdomSelection', 'Contacts'],
  scheduling_mfe: ['ScheduleWisdom', 'CronJobs'],
  results_mfe: [
    'ResultEntry',
    'WisdomResult',
    'LoopedResult',
    'OracleResult',
    'LegacyWisdomResult',
    'LegacyLoopedResult',
    'InstantWisdom',
    'CustomWisdom',
    'Insights',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteScreens = typeof remoteScreens;
export type ScreenOf<R extends RemoteName> = RemoteScreens[R][number];
