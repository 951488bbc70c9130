import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { Results } from './results.ts';

const day = 86_400_000;

/**
 * Readings are kept `days` days (`RESULT_RETENTION_DAYS`, docs/privacy.md), then deleted: checked when the
 * scheduler starts and every `everyMs` after. Every api process may run it; deleting twice deletes nothing.
 */
export function createRetention(deps: {
  results: Pick<Results, 'deleteOlderThan'>;
  clock: Clock;
  days: number;
  log: FastifyBaseLogger;
  everyMs?: number;
}) {
  const { clock, log, everyMs = 3_600_000 } = deps;
  let timer: unknown;
  let stopped = true;
  let sweeping: Promise<unknown> | undefined;

  async function sweep(): Promise<number> {
    const deleted = await deps.results.deleteOlderThan(clock.now() - deps.days * day);
    if (deleted > 0) log.info({ deleted, days: deps.days }, 'results past their retention deleted');
    return deleted;
  }

  function loop() {
    if (stopped) return;
    sweeping = sweep()
      .catch((error: unknown) => log.error({ err: error }, 'results past their retention not deleted'))
      .finally(() => {
        if (!stopped) timer = clock.setTimeout(loop, everyMs);
      });
  }

  return {
    sweep,
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      clock.clearTimeout(timer);
      await sweeping;
    },
  };
}
