import type { RemoteName, ScreenOf } from '../contracts/index.ts';
import { matchPath } from './match-path.ts';

/** Who may open a route: anyone, only signed-out people, a signed-in unverified account, ... */
export type RouteGuard = 'public' | 'guest' | 'verify-pending' | 'auth' | 'whatsapp';

export interface RouteScreen<R extends RemoteName = RemoteName> {
  remote: R;
  module: ScreenOf<R>;
}

export interface RouteManifestEntry {
  path: string;
  guard: RouteGuard;
  screen: RouteScreen;
  /** The page's title, before ' · Companion' (the browser tab, history, a shared link's preview). */
  title: string;
}

const auth = (module: ScreenOf<'auth_mfe'>) => ({ remote: 'auth_mfe', module }) as const;
const onboarding = (module: ScreenOf<'onboarding_mfe'>) => ({ remote: 'onboarding_mfe', module }) as const;
const scheduling = (module: ScreenOf<'scheduling_mfe'>) => ({ remote: 'scheduling_mfe', module }) as const;
const results = (module: ScreenOf<'results_mfe'>) => ({ remote: 'results_mfe', module }) as const;

/**
 * Every route of docs/product.md §2: its guard and the remote screen it shows. The shell builds its router from
 * it; the api reads it to preload the remote a requested page needs. The choices the product brief leaves open are
 * recorded in ARCHITECTURE.md (staff tester at /custom-Wisdom, instant wisdom at /instant-wisdom,
 * result pages for signed-in users).
 */
export const routeManifest: readonly RouteManifestEntry[] = [
  { path: '/signIn', guard: 'guest', screen: auth('AuthForm'), title: 'Sign in' },
  { path: '/register', guard: 'guest', screen: auth('AuthForm'), title: 'Create your account' },
  { path: '/forgotPassword', guard: 'public', screen: auth('ForgotPassword'), title: 'Forgot password' },
  { path: '/reset-password/:id', guard: 'public', screen: auth('ResetPassword'), title: 'Reset password' },
  { path: '/verifyEmail', guard: 'verify-pending', screen: auth('VerifyEmail'), title: 'Verify your email' },
  { path: '/whatsappLogin', guard: 'auth', screen: onboarding('WhatsappLogin'), title: 'Connect WhatsApp' },
  { path: '/home', guard: 'whatsapp', screen: onboarding('Home'), title: 'Home' },
  { path: '/contacts', guard: 'whatsapp', screen: onboarding('Contacts'), title: 'Contacts' },
  { path: '/wisdom', guard: 'whatsapp', screen: onboarding('WisdomSelection'), title: 'Choose your insights' },
  { path: '/scheduleWisdom', guard: 'whatsapp', screen: scheduling('ScheduleWisdom'), title: 'Schedule' },
  { path: '/cron-jobs', guard: 'auth', screen: scheduling('CronJobs'), title: 'Scheduled jobs' },
  { path: '/insights', guard: 'auth', screen: results('Insights'), title: 'Your insights' },
  { path: '/delete-account', guard: 'auth', screen: auth('DeleteAccount'), title: 'Delete your account' },
  { path: '/custom-Wisdom', guard: 'whatsapp', screen: results('CustomWisdom'), title: 'Custom wisdom tester' },
  { path: '/instant-wisdom', guard: 'whatsapp', screen: results('InstantWisdom'), title: 'Instant wisdom' },
  { path: '/wisdom-result/:id', guard: 'auth', screen: results('LegacyWisdomResult'), title: 'Wisdom result' },
  { path: '/wisdom-result/v0-2/looped/:id', guard: 'auth', screen: results('LegacyLoopedResult'), title: 'Looped result' },
  { path: '/wisdom-result/v0-2/wisdom/:id', guard: 'auth', screen: results('LegacyWisdomResult'), title: 'Wisdom result' },
  { path: '/wisdom-result/v0-3/:id', guard: 'auth', screen: results('WisdomResult'), title: 'Wisdom result' },
  { path: '/wisdom-result/v0-4/:id', guard: 'auth', screen: results('WisdomResult'), title: 'Wisdom result' },
  { path: '/looped-result/v0-4/:id', guard: 'auth', screen: results('LoopedResult'), title: 'Looped result' },
  { path: '/astrology-result/v0-4/:id', guard: 'auth', screen: results('OracleResult'), title: 'Oracle result' },
  { path: '/result-entry/v0-4/:id', guard: 'auth', screen: results('ResultEntry'), title: 'Your result' },
];

/** The text of the browser's title for a page. */
export const pageTitle = (title: string) => `${title} · Companion`;

/** The route a pathname opens, or undefined (the root redirects; anything else is not found). */
export function findRoute(pathname: string): RouteManifestEntry | undefined {
  return routeManifest.find((entry) => matchPath(entry.path, pathname) !== null);
}
