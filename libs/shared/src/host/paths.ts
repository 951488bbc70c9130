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
  resultEntry: (id: string) => `/result-entry/v0-4/${encodeURIComponent(id)}`,
  notFound: '/not-found',
} as const;

export { apiPaths } from '../constants/api-paths.ts';
