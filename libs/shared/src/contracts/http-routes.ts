import type { z } from 'zod';
import {
  googleAuthAnswerSchema,
  googleAuthBodySchema,
  loginAnswerSchema,
  loginBodySchema,
  logoutBodySchema,
  registerBodySchema,
} from './auth.ts';
import { messageAnswerSchema } from './common.ts';
import { forgotPasswordBodySchema, resetPasswordBodySchema, verifyResetPageBodySchema } from './password-reset.ts';
import { traitsAnswerSchema, userEventsAnswerSchema } from './profile.ts';
import { healthAnswerSchema, remotesMapSchema, siteConfigAnswerSchema } from './site.ts';
import { requestEmailCodeBodySchema, verifyCodeBodySchema } from './verify-email.ts';

interface HttpRoute {
  method: 'GET' | 'POST';
  path: string;
  body: z.ZodType | null;
  answer: z.ZodType;
  status: number;
}

/**
 * Every HTTP call of SPEC §7 and the site's own: the server registers these, the OpenAPI document is
 * generated from them, and the browser's requests are typed by them. The three password-reset calls,
 * whose base SPEC leaves open, live under /api/auth/.
 */
export const httpRoutes = {
  login: { method: 'POST', path: '/api/auth/login', body: loginBodySchema, answer: loginAnswerSchema, status: 200 },
  register: { method: 'POST', path: '/api/auth/register', body: registerBodySchema, answer: messageAnswerSchema, status: 201 },
  googleAuth: { method: 'POST', path: '/api/auth/googleAuth', body: googleAuthBodySchema, answer: googleAuthAnswerSchema, status: 200 },
  logout: { method: 'POST', path: '/api/auth/logout', body: logoutBodySchema, answer: messageAnswerSchema, status: 200 },
  verifyCode: { method: 'POST', path: '/api/verifyEmail/verifyCode', body: verifyCodeBodySchema, answer: messageAnswerSchema, status: 200 },
  requestEmailCode: { method: 'POST', path: '/api/verifyEmail/requestEmailCode', body: requestEmailCodeBodySchema, answer: messageAnswerSchema, status: 200 },
  verifyResetPage: { method: 'POST', path: '/api/auth/verifyResetPage', body: verifyResetPageBodySchema, answer: messageAnswerSchema, status: 200 },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', body: resetPasswordBodySchema, answer: messageAnswerSchema, status: 200 },
  forgotPassword: { method: 'POST', path: '/api/auth/forgotPassword', body: forgotPasswordBodySchema, answer: messageAnswerSchema, status: 200 },
  traits: { method: 'GET', path: '/api/traits/:userId', body: null, answer: traitsAnswerSchema, status: 200 },
  userEvents: { method: 'GET', path: '/api/user-events/:userId', body: null, answer: userEventsAnswerSchema, status: 200 },
  health: { method: 'GET', path: '/api/health', body: null, answer: healthAnswerSchema, status: 200 },
  siteConfig: { method: 'GET', path: '/api/config', body: null, answer: siteConfigAnswerSchema, status: 200 },
  remotes: { method: 'GET', path: '/remotes.json', body: null, answer: remotesMapSchema, status: 200 },
} as const satisfies Record<string, HttpRoute>;

/** Fills `:param` segments of a route path. */
export function routePath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
