/** A schedule's interval in ms ('2 min' is 0.032 h, so not a cron expression). */
export const intervalMs = (hours: number): number => Math.round(hours * 3_600_000);

/** The first occurrence on the schedule's grid (start + k × interval) strictly after `now`. */
export function nextOccurrenceAfter(startAt: number, everyMs: number, now: number): number {
  if (now < startAt) return startAt;
  return startAt + (Math.floor((now - startAt) / everyMs) + 1) * everyMs;
}

/**
 * How late an occurrence found by a starting process may be and still run. Later than this it was
 * missed (no process ran) and is skipped, never replayed: the next one is computed from now.
 */
export const lateness = (everyMs: number): number => Math.min(60_000, Math.floor(everyMs / 2));
