import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { ClaimedRun, Claims } from './claims.ts';
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
 * is due; the claim, not the poll, makes each occurrence run once (claims.ts). At most `concurrency` runs
 * are in flight, so a burst of due schedules does not starve the server; a poll claims only as many as
 * there are free places and never waits for runs under way, so one slow run (a model that drips its
 * answer) holds one place until its deadline (occurrence-runner.ts) and everyone else's runs go on time.
 */
/** How long a stopping process waits for its runs under way (their models were told to stop). */
const stopWaitMs = 5_000;

export function createEmbeddedScheduler(deps: {
  claims: Claims;
  runner: OccurrenceRunner;
  clock: Clock;
  log: FastifyBaseLogger;
  everyMs?: number;
  concurrency?: number;
}): SchedulerEngine {
  const { claims, runner, clock, log, everyMs = 1_000, concurrency = 8 } = deps;
  let timer: unknown;
  let stopped = true;
  let polling: Promise<unknown> | undefined;
  const inFlight = new Set<Promise<void>>();

  function launch(run: ClaimedRun): Promise<void> {
    const running = runner
      .run(run)
      .catch((error: unknown) => log.error({ err: error, scheduleId: run.scheduleId }, 'scheduled run failed'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
    return running;
  }

  /** Claims as many due occurrences as there are free places and starts them; answers how many it started. */
  async function fill(started: Promise<void>[] = []): Promise<number> {
    const free = concurrency - inFlight.size;
    if (free <= 0) return 0;
    const claimed = await claims.claimDue(free);
    started.push(...claimed.map(launch));
    return claimed.length;
  }

  function loop() {
    if (stopped) return;
    polling = fill()
      .catch((error: unknown) => log.error({ err: error }, 'scheduler poll failed'))
      .finally(() => {
        if (!stopped) timer = clock.setTimeout(loop, everyMs);
      });
  }

  return {
    name: 'embedded',
    start() {
      if (!stopped) return;
      stopped = false;
      timer = clock.setTimeout(loop, everyMs);
    },
    /** Runs everything due now, a place at a time, and resolves when those runs are done (tests, benchmark). */
    async tick() {
      const started: Promise<void>[] = [];
      // Until a claim finds nothing left: another process may take some of what one claim saw.
      for (let claimed = -1; claimed !== 0;) {
        if (inFlight.size >= concurrency) await Promise.race(inFlight);
        claimed = await fill(started);
      }
      await Promise.all(started);
      return started.length;
    },
    changed: async () => undefined,
    /** Stops polling; runs under way get `stopWaitMs` to finish (none with `force`), then are left behind. */
    async stop({ force = false } = {}) {
      stopped = true;
      clock.clearTimeout(timer);
      await polling;
      if (force || inFlight.size === 0) return;
      let wait: unknown;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise<void>((resolve) => {
          wait = clock.setTimeout(() => resolve(), stopWaitMs);
        }),
      ]);
      clock.clearTimeout(wait);
    },
  };
}
