import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Background } from '../lib/background.ts';
import type { LimiterFactory } from '../lib/limiters.ts';
import type { Secrets } from '../lib/secrets.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { Clock } from '../lib/clock.ts';
import { deviceCookie } from './device-cookie.ts';
import { createEmailCodes } from './email-codes.ts';
import { createOauthFlows } from './google/oauth-flows.ts';
import { createIdentity } from './identity.ts';
import { createPasswordResets } from './password-resets.ts';
import { sessionCookie } from './session-cookie.ts';
import { createSessions } from './sessions.ts';
import { createSignInGuard, type SignInRules } from './sign-in-guard.ts';
import { createUsers } from './users.ts';

const minute = 60;

export interface AccountsDeps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  outbox: Outbox;
  background: Background;
  secrets: Secrets;
  limiter: LimiterFactory;
  signInRules?: SignInRules;
}

/** Everything the account routes share, built once per app. */
export function createAccounts(deps: AccountsDeps) {
  const { db, clock, limiter } = deps;
  const sessions = createSessions(db, clock);
  const cookie = sessionCookie(deps.config);
  const users = createUsers(db, clock);
  return {
    ...deps,
    users,
    sessions,
    passwordResets: createPasswordResets(db, clock),
    emailCodes: createEmailCodes(db),
    oauthFlows: createOauthFlows(db, clock),
    cookie,
    device: deviceCookie(deps.config, deps.secrets),
    identity: createIdentity(sessions, cookie),
    signIn: createSignInGuard(limiter, deps.signInRules),
    /** Per email, whether or not it has an account: mails one address can be sent by others' requests. */
    limits: {
      resetMails: limiter({ name: 'reset-mails', points: 3, windowSeconds: 15 * minute }),
      registrationNotices: limiter({ name: 'registration-notices', points: 1, windowSeconds: 60 * minute }),
    },
  };
}
export type Accounts = ReturnType<typeof createAccounts>;

/** Per-IP limits (@fastify/rate-limit route config). */
export const ipLimits = {
  login: { max: 30, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '10 minutes' },
  emailCode: { max: 30, timeWindow: '10 minutes' },
  passwordReset: { max: 20, timeWindow: '10 minutes' },
} as const;
