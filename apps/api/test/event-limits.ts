import type { EventLimitRules } from '../src/realtime/event-limits.ts';

/** For tests that send many packets on purpose: limits far above what they send. */
export const generousEventLimits: EventLimitRules = {
  perSocket: { name: 'socket-events', points: 1_000_000, windowSeconds: 60 },
  perAccount: { name: 'account-events', points: 1_000_000, windowSeconds: 60 },
  connections: { name: 'socket-connections', points: 10_000, windowSeconds: 60 },
  refusalsBeforeClose: 1_000_000,
};
