/**
 * The HTTP API's paths (docs/product.md §7). Kept free of schemas so the shell's first page needs no zod;
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
  staffAccess: '/api/staff/access',
  deleteAccount: '/api/account/delete',
  exportAccount: '/api/account/export',
  signInMethods: '/api/account/sign-in-methods',
  health: '/api/health',
  liveness: '/api/health/live',
  siteConfig: '/api/config',
  citySuggestions: '/api/places/cities',
  remotes: '/remotes.json',
  /** Google sign-in in a popup: where the popup opens, and where the provider sends it back. */
  googleStart: '/api/auth/google/start',
  googleCallback: '/api/auth/google/callback',
} as const;
