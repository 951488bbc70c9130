import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { Claims } from './claims.ts';
import type { OccurrenceRunner } from './occurrence-runner.ts';

export interface SchedulerEngine {
  readonly name: string;
  start(): void;
  /** Claims and runs what is due now; resolves when those runs are done (tests, benchmark). */
  tick(): Promise<number>;
  /** A schedule was created or edited (the embedded engine finds it on its next poll). */
  changed(scheduleId: string): Promise<void>;
  /** Stops taking occurrences; `force` abandons runs in progress (as a killed process would). */
  stop(options?: { force?: boolean }): Promise<void>;
}

/**
 * The embedded engine (the default): every process polls the database each `everyMs` and claims what
 * is due; the claim, not the poll, makes each occurrence run once (claims.ts). Runs of one tick go a
 * few at a time, so a burst of due schedules does not starve the server.
 */
export function createEmbeddedScheduler(deps: {
  claims: Claims;
  runner: OccurrenceRunner;
  clock: Clock;
  log: FastifyBaseLogger;
  everyMs?: number;
  batch?: number;
  concurrency?: number;
}): SchedulerEngine {
  const { claims, runner, clock, log, everyMs = 1_000, batch = 100, concurrency = 4 } = deps;
  let timer: unknown;
  let stopped = true;
  let closing = false;
  let current: Promise<number> | undefined;

  async function runAll(claimed: Awaited<ReturnType<Claims['claimDue']>>) {
    const queue = [...claimed];
    const worker = async () => {
      for (let run = queue.shift(); run; run = queue.shift()) await runner.run(run);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await claims.claimDue(batch);
      await runAll(claimed);
      total += claimed.length;
      if (claimed.length < batch || closing) return total;
    }
  }

  function tick(): Promise<number> {
    current ??= drain().finally(() => {
      current = undefined;
    });
    return current;
  }

  function loop() {
    if (stopped) return;
    tick()
      .catch((error: unknown) => log.error({ err: error }, 'scheduler tick failed'))
      .finally(() => {
        if (!stopped) timer = clock.setTimeout(loop, everyMs);
      });
  }

  return {
    name: 'embedded',
    start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      timer = clock.setTimeout(loop, everyMs);
    },
    tick,
    changed: async () => undefined,
    async stop() {
      stopped = true;
      closing = true;
      clock.clearTimeout(timer);
      await current?.catch(() => undefined);
    },
  };
}
