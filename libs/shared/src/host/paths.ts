/** Every route of docs/product.md §2, so no screen scatters string URLs. */
export const paths = {
  root: '/',
  signIn: '/signIn',
  register: '/register',
  forgotPassword: '/forgotPassword',
  resetPassword: (id: string) => `/reset-password/${encodeURIComponent(id)}`,
  verifyEmail: '/verifyEmail',
  whatsappLogin: '/whatsappLogin',
  home: '/home',
  contacts: '/contacts',
  wisdom: '/wisdom',
  scheduleWisdom: '/scheduleWisdom',
  customWisdom: '/custom-Wisdom',
  instantWisdom: '/instant-wisdom',
  cronJobs: '/cron-jobs',
  deleteAccount: '/delete-account',
  insights: '/insights',
  resultEntry: (id: string) => `/result-entry/v0-4/${encodeURIComponent(id)}`,
  wisdomResult: (id: string) => `/wisdom-result/v0-4/${encodeURIComponent(id)}`,
  loopedResult: (id: string) => `/looped-result/v0-4/${encodeURIComponent(id)}`,
  astrologyResult: (id: string) => `/astrology-result/v0-4/${encodeURIComponent(id)}`,
  notFound: '/not-found',
} as const;

/** Where a reading of a listed result opens: the current pages, or the older ones for older results. */
export function readingPath(format: 'v0-4' | 'v0-2' | 'legacy', kind: 'Wisdom' | 'Looped' | 'Astrology', id: string): string {
  // The legacy page shows Wisdom only (it sends a Looped result home); any older Looped result opens on v0-2's.
  if (format === 'legacy' && kind !== 'Looped') return `/wisdom-result/${encodeURIComponent(id)}`;
  if (format !== 'v0-4') return `/wisdom-result/v0-2/${kind === 'Looped' ? 'looped' : 'wisdom'}/${encodeURIComponent(id)}`;
  if (kind === 'Looped') return paths.loopedResult(id);
  return kind === 'Astrology' ? paths.astrologyResult(id) : paths.wisdomResult(id);
}

export { apiPaths } from '../constants/api-paths.ts';

/** The pages a result link opens: a guest signing in comes back to them (`?next=`). */
export const isResultPath = (pathname: string) => /^\/(result-entry|wisdom-result|looped-result|astrology-result)\//.test(pathname);

/** Where to go after signing in: the `next` page when it is a result page of this site, else nowhere in particular. */
export function returnPathOf(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && isResultPath(next) ? next : null;
}
