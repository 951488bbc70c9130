/** Every route of SPEC §2, so no screen scatters string URLs. */
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

/**
 * The HTTP API's paths (SPEC §7). Kept free of schemas so the shell's first page needs no zod;
 * `contracts/http-routes.ts` pairs each with its body and answer schemas.
 */
export const apiPaths = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  googleAuth: '/api/auth/googleAuth',
  logout: '/api/auth/logout',
  verifyCode: '/api/verifyEmail/verifyCode',
  requestEmailCode: '/api/verifyEmail/requestEmailCode',
  verifyResetPage: '/api/auth/verifyResetPage',
  resetPassword: '/api/auth/reset-password',
  forgotPassword: '/api/auth/forgotPassword',
  traits: '/api/traits/:userId',
  userEvents: '/api/user-events/:userId',
  health: '/api/health',
  liveness: '/api/health/live',
  siteConfig: '/api/config',
  remotes: '/remotes.json',
} as const;
