import type { Clock } from './crypto.ts';

/**
 * Counts attempts per key (an account, an email) in fixed windows, beside the per-IP limits of
 * @fastify/rate-limit: an attacker spreading guesses over many addresses still meets this one.
 */
export function createAttemptLimiter(options: { max: number; windowMs: number; clock: Clock }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Records an attempt; returns the seconds to wait when the key is over its limit, else 0. */
    hit(key: string): number {
      const now = options.clock();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        window = { count: 0, resetAt: now + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > options.max ? Math.ceil((window.resetAt - now) / 1000) : 0;
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
