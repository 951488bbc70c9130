import type { ReactElement, ReactNode } from 'react';
import { GuestOnly, RequireAuth, RequireWhatsapp, VerifyPendingOnly } from '../guards/guards.tsx';
import { RemoteRoute, type RemoteScreenRef } from '../remotes/remote-route.tsx';

type Guard = 'public' | 'guest' | 'verify-pending' | 'auth' | 'whatsapp';

export interface RouteEntry {
  path: string;
  guard: Guard;
  screen: RemoteScreenRef;
}

const auth = (module: RemoteScreenRef<'auth_mfe'>['module']) => ({ remote: 'auth_mfe', module }) as const;
const onboarding = (module: RemoteScreenRef<'onboarding_mfe'>['module']) =>
  ({ remote: 'onboarding_mfe', module }) as const;
const scheduling = (module: RemoteScreenRef<'scheduling_mfe'>['module']) =>
  ({ remote: 'scheduling_mfe', module }) as const;
const results = (module: RemoteScreenRef<'results_mfe'>['module']) => ({ remote: 'results_mfe', module }) as const;

/**
 * Every route of SPEC §2 with its guard. The choices SPEC leaves open are recorded in ARCHITECTURE.md
 * (staff tester at /custom-Wisdom, instant wisdom at /instant-wisdom, result pages for signed-in users).
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/signIn', guard: 'guest', screen: auth('AuthForm') },
  { path: '/register', guard: 'guest', screen: auth('AuthForm') },
  { path: '/forgotPassword', guard: 'public', screen: auth('ForgotPassword') },
  { path: '/reset-password/:id', guard: 'public', screen: auth('ResetPassword') },
  { path: '/verifyEmail', guard: 'verify-pending', screen: auth('VerifyEmail') },
  { path: '/whatsappLogin', guard: 'auth', screen: onboarding('WhatsappLogin') },
  { path: '/home', guard: 'whatsapp', screen: onboarding('Home') },
  { path: '/contacts', guard: 'whatsapp', screen: onboarding('Contacts') },
  { path: '/wisdom', guard: 'whatsapp', screen: onboarding('WisdomSelection') },
  { path: '/scheduleWisdom', guard: 'whatsapp', screen: scheduling('ScheduleWisdom') },
  { path: '/cron-jobs', guard: 'auth', screen: scheduling('CronJobs') },
  { path: '/custom-Wisdom', guard: 'whatsapp', screen: results('CustomWisdom') },
  { path: '/instant-wisdom', guard: 'whatsapp', screen: results('InstantWisdom') },
  { path: '/wisdom-result/:id', guard: 'auth', screen: results('LegacyWisdomResult') },
  { path: '/wisdom-result/v0-2/looped/:id', guard: 'auth', screen: results('LegacyLoopedResult') },
  { path: '/wisdom-result/v0-2/wisdom/:id', guard: 'auth', screen: results('LegacyWisdomResult') },
  { path: '/wisdom-result/v0-3/:id', guard: 'auth', screen: results('WisdomResult') },
  { path: '/wisdom-result/v0-4/:id', guard: 'auth', screen: results('WisdomResult') },
  { path: '/looped-result/v0-4/:id', guard: 'auth', screen: results('LoopedResult') },
  { path: '/astrology-result/v0-4/:id', guard: 'auth', screen: results('OracleResult') },
  { path: '/result-entry/v0-4/:id', guard: 'auth', screen: results('ResultEntry') },
];

const guards: Record<Guard, (children: ReactNode) => ReactElement> = {
  public: (children) => <>{children}</>,
  guest: (children) => <GuestOnly>{children}</GuestOnly>,
  'verify-pending': (children) => <VerifyPendingOnly>{children}</VerifyPendingOnly>,
  auth: (children) => <RequireAuth>{children}</RequireAuth>,
  whatsapp: (children) => <RequireWhatsapp>{children}</RequireWhatsapp>,
};

/** The element of a route: its guard around its remote screen (keyed, so boundaries are never shared). */
export function routeElement({ guard, screen, path }: RouteEntry): ReactElement {
  return guards[guard](<RemoteRoute key={`${path}:${screen.remote}/${screen.module}`} {...screen} />);
}
