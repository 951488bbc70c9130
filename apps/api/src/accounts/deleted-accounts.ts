import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../lib/clock.ts';

const channel = 'companion:account-deleted';

export interface DeletedAccountsDeps {
  /** With `REDIS_URL`: every api process hears of a deletion at once. */
  redis: Redis | undefined;
  /** Unlinks the account's WhatsApp if this process holds its connection. */
  unlink: (userId: string) => Promise<void>;
  /** Unlinks every link this process holds for an account that no longer exists; answers how many. */
  unlinkDeleted: () => Promise<number>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often each process looks for links of deleted accounts (the guarantee when a message is missed). */
  sweepEveryMs?: number;
}

/**
 * A deleted account's WhatsApp link may live in another api process than the one that deleted it. That
 * process stops reading it at once when Redis carries the news, and within `sweepEveryMs` in any case: each
 * process checks the links it holds against the accounts that exist.
 */
export function createDeletedAccounts(deps: DeletedAccountsDeps) {
  const { clock, log, sweepEveryMs = 5_000 } = deps;
  let subscriber: Redis | undefined;
  let timer: unknown;
  let sweeping: Promise<unknown> | undefined;
  let stopped = true;

  const unlink = (userId: string) =>
    deps.unlink(userId).catch((error: unknown) => log.error({ err: error }, 'a deleted account’s WhatsApp was not unlinked'));

  function sweep() {
    if (stopped) return;
    sweeping = deps
      .unlinkDeleted()
      .then((count) => {
        if (count > 0) log.info({ count }, 'WhatsApp links of deleted accounts unlinked');
      })
      .catch((error: unknown) => log.error({ err: error }, 'links of deleted accounts not checked'))
      .finally(() => {
        if (!stopped) timer = clock.setTimeout(sweep, sweepEveryMs);
      });
  }

  return {
    /** Tells every process (this one too) that the account is gone. */
    announce(userId: string): void {
      deps.redis?.publish(channel, userId).catch((error: unknown) => log.warn({ err: error }, 'account deletion not announced'));
    },
    async start(): Promise<void> {
      stopped = false;
      if (deps.redis) {
        subscriber = deps.redis.duplicate({ enableOfflineQueue: true });
        subscriber.on('error', (error: Error) => log.warn({ failure: error.message }, 'Redis unavailable: deletions found by the sweep'));
        subscriber.on('message', (_channel: string, userId: string) => void unlink(userId));
        await subscriber.subscribe(channel).catch((error: unknown) => log.warn({ err: error }, 'deletions not subscribed'));
      }
      timer = clock.setTimeout(sweep, sweepEveryMs);
    },
    async stop(): Promise<void> {
      stopped = true;
      clock.clearTimeout(timer);
      await sweeping;
      subscriber?.disconnect();
    },
  };
}
