import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { waitOf, type LimiterFactory, type LimitRule } from '../lib/limiters.ts';

const minutes = 60;

/**
 * The sign-in policy (ARCHITECTURE §11). Guessing is slowed where it comes from, and an account under
 * attack stays open to its owner:
 * - a browser the account has never signed in from ("untrusted") guessing from one address is refused
 *   for that account after 5 failures, for 15 minutes;
 * - failures from untrusted browsers, from any address, lock the account for
 *   untrusted browsers after 10 in 15 minutes, for 15 minutes, doubling with each lockout in a day (up to a day);
 * - every untrusted failure counts toward a site-wide ceiling (distributed guessing), which pauses
 *   untrusted sign-ins when reached;
 * - a browser holding a device cookie for the account is trusted and held back by none of the above,
 *   only by its own failures (10 in 15 minutes, then it counts as untrusted for 15 minutes);
 * - a password reset, which proves the mailbox, lifts the account's lockout.
 * Keys are the email as typed (normalised), whether or not an account exists, so refusals tell nothing.
 */
export const signInRules = {
  addressAndAccount: { name: 'signin-address-account', points: 5, windowSeconds: 15 * minutes, blockSeconds: 15 * minutes },
  untrustedFailures: { name: 'signin-untrusted', points: 10, windowSeconds: 15 * minutes },
  device: { name: 'signin-device', points: 10, windowSeconds: 15 * minutes, blockSeconds: 15 * minutes },
  siteWide: { name: 'signin-site', points: 1000, windowSeconds: 5 * minutes, blockSeconds: 5 * minutes },
  firstLockoutSeconds: 15 * minutes,
  longestLockoutSeconds: 24 * 60 * minutes,
} satisfies Record<string, LimitRule | number>;
export type SignInRules = typeof signInRules;

export type SignInRefusal = { kind: 'address'; seconds: number } | { kind: 'account'; seconds: number };

export interface SignInAttempt {
  email: string;
  address: string;
  /** The nonce of a device cookie issued for this email, when the browser has one. */
  deviceNonce: string | undefined;
}

export function createSignInGuard(limiter: LimiterFactory, rules: SignInRules = signInRules) {
  const addressAndAccount = limiter(rules.addressAndAccount);
  const untrustedFailures = limiter(rules.untrustedFailures);
  const device = limiter(rules.device);
  const siteWide = limiter(rules.siteWide);
  /** Lockouts per account in a day, for the doubling; `locked` holds the lockouts themselves. */
  const lockouts = limiter({ name: 'signin-lockouts', points: 64, windowSeconds: 24 * 60 * minutes });
  const locked = limiter({ name: 'signin-locked', points: 1, windowSeconds: 1 });

  const addressKey = (a: SignInAttempt) => `${a.address}\n${a.email}`;

  /** Whether the browser is trusted now: it holds the account's device cookie, and that cookie is not locked. */
  async function trusted(attempt: SignInAttempt): Promise<boolean> {
    return attempt.deviceNonce !== undefined && (await waitOf(device, attempt.deviceNonce)) === 0;
  }

  /** Consumes a point; resolves to the limiter's state after it, refused or not. */
  const count = (limiterOf: RateLimiterAbstract, key: string) =>
    limiterOf.consume(key).catch((refusal: unknown) => {
      if (refusal instanceof RateLimiterRes) return refusal;
      throw refusal;
    });

  async function lock(email: string): Promise<void> {
    const nth = (await count(lockouts, email)).consumedPoints;
    const seconds = Math.min(rules.firstLockoutSeconds * 2 ** (nth - 1), rules.longestLockoutSeconds);
    await locked.block(email, seconds);
  }

  return {
    /** Why this attempt may not even be checked, or undefined when it may. */
    async refusal(attempt: SignInAttempt): Promise<SignInRefusal | undefined> {
      if (await trusted(attempt)) return undefined;
      const address = await waitOf(addressAndAccount, addressKey(attempt));
      if (address > 0) return { kind: 'address', seconds: address };
      const account = Math.max(await waitOf(locked, attempt.email), await waitOf(siteWide, 'all'));
      return account > 0 ? { kind: 'account', seconds: account } : undefined;
    },

    async failed(attempt: SignInAttempt): Promise<void> {
      if (await trusted(attempt)) {
        await count(device, attempt.deviceNonce!);
        return;
      }
      await count(addressAndAccount, addressKey(attempt));
      await count(siteWide, 'all');
      const state = await count(untrustedFailures, attempt.email);
      if (state.remainingPoints === 0) {
        await untrustedFailures.delete(attempt.email);
        await lock(attempt.email);
      }
    },

    async succeeded(attempt: SignInAttempt): Promise<void> {
      await addressAndAccount.delete(addressKey(attempt));
      if (attempt.deviceNonce) await device.delete(attempt.deviceNonce);
    },

    /** The owner proved the mailbox: the account's lockout and its count end. */
    async mailboxProven(email: string): Promise<void> {
      await Promise.all([locked.delete(email), lockouts.delete(email), untrustedFailures.delete(email)]);
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
