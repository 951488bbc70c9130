import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';
import type { Clock } from './crypto.ts';
import { createIdentity } from './identity.ts';
import { sessionCookie } from './session-cookie.ts';
import { createSessions } from './sessions.ts';
import { createUsers } from './users.ts';

const minute = 60_000;

/** Everything the account routes share, built once per app. */
export function createAccounts(db: Db, config: AppConfig, clock: Clock, mailer: Mailer) {
  const sessions = createSessions(db, clock);
  const cookie = sessionCookie(config);
  return {
    db,
    config,
    clock,
    mailer,
    users: createUsers(db, clock),
    sessions,
    cookie,
    identity: createIdentity(sessions, cookie),
    /** Per account, beside the per-IP limits on each route: failed sign-ins, reset mails. */
    limits: {
      login: createAttemptLimiter({ max: 10, windowMs: 15 * minute, clock }),
      forgotPassword: createAttemptLimiter({ max: 3, windowMs: 15 * minute, clock }),
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
