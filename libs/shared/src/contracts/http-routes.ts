import { z } from 'zod';
import { apiPaths } from '../constants/api-paths.ts';
import {
  googleAuthAnswerSchema,
  googleAuthBodySchema,
  loginAnswerSchema,
  loginBodySchema,
  logoutBodySchema,
  registerBodySchema,
} from './auth.ts';
import { accountExportSchema, deleteAccountBodySchema, signInMethodsAnswerSchema } from './account.ts';
import { messageAnswerSchema, userIdSchema } from './common.ts';
import { staffAccessAnswerSchema } from './custom-wisdom.ts';
import { citySuggestionsAnswerSchema, citySuggestionsQuerySchema } from './places.ts';
import { forgotPasswordBodySchema, resetPasswordBodySchema, verifyResetPageBodySchema } from './password-reset.ts';
import { traitsAnswerSchema, userEventsAnswerSchema } from './profile.ts';
import { healthAnswerSchema, livenessAnswerSchema, remotesMapSchema, siteConfigAnswerSchema } from './site.ts';
import { requestEmailCodeBodySchema, verifyCodeBodySchema } from './verify-email.ts';

interface HttpRoute {
  method: 'GET' | 'POST';
  path: string;
  /** The path's `:params`, when it has any. */
  params?: z.ZodType;
  /** The query string's fields, when it takes any. */
  query?: z.ZodType;
  body: z.ZodType | null;
  answer: z.ZodType;
  status: number;
  /** One line for the API documentation. */
  summary: string;
}

const userIdParams = z.object({ userId: userIdSchema });

/**
 * Every HTTP call of docs/product.md §7 and the site's own: the server registers these, the OpenAPI document is
 * generated from them, and the browser's requests are typed by them. The three password-reset calls,
 * whose base the product brief leaves open, live under /api/auth/.
 */
export const httpRoutes = {
  login: {
    method: 'POST',
    path: apiPaths.login,
    body: loginBodySchema,
    answer: loginAnswerSchema,
    status: 200,
    summary: 'Sign in with email and password; sets the session cookie (persistent with rememberMe).',
  },
  register: {
    method: 'POST',
    path: apiPaths.register,
    body: registerBodySchema,
    answer: messageAnswerSchema,
    status: 201,
    summary: 'Create an account. It signs nobody in.',
  },
  googleAuth: {
    method: 'POST',
    path: apiPaths.googleAuth,
    body: googleAuthBodySchema,
    answer: googleAuthAnswerSchema,
    status: 200,
    summary: 'The signed-in user, after the Google popup. Takes no identity from the browser.',
  },
  logout: {
    method: 'POST',
    path: apiPaths.logout,
    body: logoutBodySchema,
    answer: messageAnswerSchema,
    status: 200,
    summary: "End the session. userId must be the session's user.",
  },
  verifyCode: {
    method: 'POST',
    path: apiPaths.verifyCode,
    body: verifyCodeBodySchema,
    answer: messageAnswerSchema,
    status: 200,
    summary: 'Check the 6-digit email code (10 minutes, 5 wrong tries).',
  },
  requestEmailCode: {
    method: 'POST',
    path: apiPaths.requestEmailCode,
    body: requestEmailCodeBodySchema,
    answer: messageAnswerSchema,
    status: 200,
    summary: 'Mail a new 6-digit code (at most one every 10 seconds).',
  },
  verifyResetPage: {
    method: 'POST',
    path: apiPaths.verifyResetPage,
    body: verifyResetPageBodySchema,
    answer: messageAnswerSchema,
    status: 200,
    summary: 'Whether a password-reset link is live (200) or not (400).',
  },
  resetPassword: {
    method: 'POST',
    path: apiPaths.resetPassword,
    body: resetPasswordBodySchema,
    answer: messageAnswerSchema,
    status: 200,
    summary: 'Set a new password with a live reset link; ends every session of the account.',
  },
  forgotPassword: {
    method: 'POST',
    path: apiPaths.forgotPassword,
    body: forgotPasswordBodySchema,
    answer: messageAnswerSchema,
    status: 200,
    summary: 'Mail a reset link when the account exists; the answer never says whether it does.',
  },
  traits: {
    method: 'GET',
    path: apiPaths.traits,
    params: userIdParams,
    body: null,
    answer: traitsAnswerSchema,
    status: 200,
    summary: "The session user's personality traits.",
  },
  userEvents: {
    method: 'GET',
    path: apiPaths.userEvents,
    params: userIdParams,
    body: null,
    answer: userEventsAnswerSchema,
    status: 200,
    summary: "The session user's events.",
  },
  staffAccess: {
    method: 'GET',
    path: apiPaths.staffAccess,
    body: null,
    answer: staffAccessAnswerSchema,
    status: 200,
    summary: 'Whether the session user is on the staff list (STAFF_EMAILS) and a language model answers the prompt tester.',
  },
  deleteAccount: {
    method: 'POST',
    path: apiPaths.deleteAccount,
    body: deleteAccountBodySchema,
    answer: messageAnswerSchema,
    status: 200,
    summary:
      "Delete the session's account and everything kept about it (WhatsApp unlinked first). Confirmed by the password, or, for a Google account, by a Google confirmation of this session in the last 5 minutes.",
  },
  exportAccount: {
    method: 'GET',
    path: apiPaths.exportAccount,
    body: null,
    answer: accountExportSchema,
    status: 200,
    summary: "Everything stored about the session's account, as one JSON file (an attachment). A few times an hour.",
  },
  signInMethods: {
    method: 'GET',
    path: apiPaths.signInMethods,
    body: null,
    answer: signInMethodsAnswerSchema,
    status: 200,
    summary: "How the session's account signs in (a password, Google): what deleting it asks to confirm.",
  },
  health: {
    method: 'GET',
    path: apiPaths.health,
    body: null,
    answer: healthAnswerSchema,
    status: 200,
    summary: 'Readiness: 200 while the database takes writes, 503 otherwise. The probe for a load balancer.',
  },
  liveness: {
    method: 'GET',
    path: apiPaths.liveness,
    body: null,
    answer: livenessAnswerSchema,
    status: 200,
    summary: 'Liveness: the process answers. The probe for a supervisor that restarts it.',
  },
  siteConfig: {
    method: 'GET',
    path: apiPaths.siteConfig,
    body: null,
    answer: siteConfigAnswerSchema,
    status: 200,
    summary: 'How the server runs: mode, and whether the local identity provider stands in for Google.',
  },
  citySuggestions: {
    method: 'GET',
    path: apiPaths.citySuggestions,
    query: citySuggestionsQuerySchema,
    body: null,
    answer: citySuggestionsAnswerSchema,
    status: 200,
    summary:
      'Cities whose name starts with q (accents and case ignored), most populous first, each with its country, coordinates and time zone. For the birth-details form; signed-in users only.',
  },
  remotes: {
    method: 'GET',
    path: apiPaths.remotes,
    body: null,
    answer: remotesMapSchema,
    status: 200,
    summary: 'Where each remote lives: container name to the URL of its mf-manifest.json.',
  },
} as const satisfies Record<string, HttpRoute>;
