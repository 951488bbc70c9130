import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimitRule {
  /** A name unique per rule: the key prefix in Redis. */
  name: string;
  /** How many points a key may spend per window. */
  points: number;
  windowSeconds: number;
  /** Once spent, how long the key stays refused (default: until the window ends). */
  blockSeconds?: number;
}

/**
 * Rate limiters by rule: in memory by default; in Redis when `REDIS_URL` is set, so every api process
 * counts together (with an in-memory stand-in while Redis is unreachable, so a Redis outage limits
 * per process rather than letting everything through or refusing everyone).
 */
export function createLimiterFactory(redis: Redis | undefined) {
  return (rule: LimitRule): RateLimiterAbstract => {
    const options = {
      keyPrefix: `companion:${rule.name}`,
      points: rule.points,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  };
}
export type LimiterFactory = ReturnType<typeof createLimiterFactory>;

/**
 * Spends `points` of `key`: resolves to 0 when allowed, else to the seconds to wait. A store error
 * (not a refusal) is rethrown.
 */
export async function spend(limiter: RateLimiterAbstract, key: string, points = 1): Promise<number> {
  try {
    await limiter.consume(key, points);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw refusal;
  }
}

/** Seconds `key` must still wait under `limiter` (0 when it may go on), without spending anything. */
export async function waitOf(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.get(key);
  if (!state || state.remainingPoints > 0) return 0;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}
