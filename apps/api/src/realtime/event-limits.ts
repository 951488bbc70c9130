import type { LimiterFactory, LimitRule } from '../lib/limiters.ts';

/**
 * How much one socket and one account may send (ARCHITECTURE §11). A person's screens send a few
 * events a second at most; a socket that keeps sending after being refused is a flood and is closed.
 */
export interface EventLimitRules {
  perSocket: LimitRule;
  perAccount: LimitRule;
  connections: LimitRule;
  refusalsBeforeClose: number;
}

export const eventLimitRules: EventLimitRules = {
  perSocket: { name: 'socket-events', points: 60, windowSeconds: 10 },
  perAccount: { name: 'account-events', points: 120, windowSeconds: 10 },
  /** New sockets per account a minute: reconnecting in a loop does not reset the limits above. */
  connections: { name: 'socket-connections', points: 30, windowSeconds: 60 },
  /** Refused packets one socket may send before it is closed. */
  refusalsBeforeClose: 50,
};

export function createEventLimits(limiter: LimiterFactory, rules: EventLimitRules = eventLimitRules) {
  return {
    rules,
    perSocket: limiter(rules.perSocket),
    perAccount: limiter(rules.perAccount),
    connections: limiter(rules.connections),
  };
}
export type EventLimits = ReturnType<typeof createEventLimits>;
