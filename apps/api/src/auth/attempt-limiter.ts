import type { Clock } from './crypto.ts';

/**
 * Counts attempts per key (an account, an email) in fixed windows, beside the per-IP limits of
 * @fastify/rate-limit: an attacker spreading guesses over many addresses still meets this one.
 * Callers decide what counts: failed sign-ins only, or every reset mail.
 */
export function createAttemptLimiter(options: { max: number; windowMs: number; clock: Clock }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    return window && window.resetAt > options.clock() ? window : undefined;
  };
  return {
    /** Seconds to wait before the key may try again; 0 while it is under its limit. */
    waitFor(key: string): number {
      const window = live(key);
      return window && window.count >= options.max ? Math.ceil((window.resetAt - options.clock()) / 1000) : 0;
    },
    record(key: string): void {
      const now = options.clock();
      const window = live(key);
      if (window) {
        window.count += 1;
        return;
      }
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      windows.set(key, { count: 1, resetAt: now + options.windowMs });
    },
    clear(key: string): void {
      windows.delete(key);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
