import type { Clock } from '../../src/lib/clock.ts';

/** Clock that move only when a test says so: `advance(ms)` runs what falls due, in order. */
export function manualTimers(start = Date.UTC(2026, 10, 21, 9, 0, 0)) {
  let now = start;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  async function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].callback();
      // Let promise chains started by the callback settle before the next timer.
      await new Promise((resolve) => setImmediate(resolve));
    }
    now = until;
  }
  return { clock, advance, now: () => now };
}
