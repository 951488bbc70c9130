import type { z } from 'zod';
import { apiPaths } from '../host/paths.ts';
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
import { healthAnswerSchema, livenessAnswerSchema, remotesMapSchema, siteConfigAnswerSchema } from './site.ts';
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
  login: { method: 'POST', path: apiPaths.login, body: loginBodySchema, answer: loginAnswerSchema, status: 200 },
  register: { method: 'POST', path: apiPaths.register, body: registerBodySchema, answer: messageAnswerSchema, status: 201 },
  googleAuth: { method: 'POST', path: apiPaths.googleAuth, body: googleAuthBodySchema, answer: googleAuthAnswerSchema, status: 200 },
  logout: { method: 'POST', path: apiPaths.logout, body: logoutBodySchema, answer: messageAnswerSchema, status: 200 },
  verifyCode: { method: 'POST', path: apiPaths.verifyCode, body: verifyCodeBodySchema, answer: messageAnswerSchema, status: 200 },
  requestEmailCode: { method: 'POST', path: apiPaths.requestEmailCode, body: requestEmailCodeBodySchema, answer: messageAnswerSchema, status: 200 },
  verifyResetPage: { method: 'POST', path: apiPaths.verifyResetPage, body: verifyResetPageBodySchema, answer: messageAnswerSchema, status: 200 },
  resetPassword: { method: 'POST', path: apiPaths.resetPassword, body: resetPasswordBodySchema, answer: messageAnswerSchema, status: 200 },
  forgotPassword: { method: 'POST', path: apiPaths.forgotPassword, body: forgotPasswordBodySchema, answer: messageAnswerSchema, status: 200 },
  traits: { method: 'GET', path: apiPaths.traits, body: null, answer: traitsAnswerSchema, status: 200 },
  userEvents: { method: 'GET', path: apiPaths.userEvents, body: null, answer: userEventsAnswerSchema, status: 200 },
  health: { method: 'GET', path: apiPaths.health, body: null, answer: healthAnswerSchema, status: 200 },
  liveness: { method: 'GET', path: apiPaths.liveness, body: null, answer: livenessAnswerSchema, status: 200 },
  siteConfig: { method: 'GET', path: apiPaths.siteConfig, body: null, answer: siteConfigAnswerSchema, status: 200 },
  remotes: { method: 'GET', path: apiPaths.remotes, body: null, answer: remotesMapSchema, status: 200 },
} as const satisfies Record<string, HttpRoute>;

