import { intervalOptions } from '@app/shared/catalogue';
import type { Db } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import { intervalMs, lateness, nextOccurrenceAfter } from './occurrences.ts';

export interface ClaimedRun {
  runId: string;
  scheduleId: string;
  dueAt: number;
}

/**
 * Claims due occurrences so that each runs exactly once, whichever process or engine asks: the
 * schedule's `next_run_at` moves forward by compare-and-set (only one claimant sees its old value),
 * and the run row is unique per schedule and due time. Occurrences missed while no process ran are
 * skipped when a process starts (`skipMissed`): the next one is computed from now.
 */
const leastLateness = lateness(intervalMs(Math.min(...intervalOptions.map((o) => o.value))));

export function createClaims(db: Db, now: () => number) {
  async function claimOne(scheduleId: string, dueAt: number, every: number, startAt: number): Promise<ClaimedRun | undefined> {
    const at = now();
    const next = nextOccurrenceAfter(startAt, every, Math.max(at, dueAt));
    // Single statements, no transaction: each is atomic on both databases, and SQLite's busy wait
    // applies to them (a read-then-write transaction could fail at once when another process wrote).
    const moved = await db
      .updateTable('schedules')
      .set({ next_run_at: next, last_run_at: at })
      .where('id', '=', scheduleId)
      .where('next_run_at', '=', dueAt)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return undefined;
    const runId = newId();
    const inserted = await db
      .insertInto('schedule_runs')
      .values({
        id: runId,
        schedule_id: scheduleId,
        due_at: dueAt,
        status: 'running',
        started_at: at,
        finished_at: null,
        result_id: null,
        detail: null,
      })
      .onConflict((oc) => oc.columns(['schedule_id', 'due_at']).doNothing())
      .executeTakeFirst();
    return inserted.numInsertedOrUpdatedRows === 1n ? { runId, scheduleId, dueAt } : undefined;
  }

  return {
    /** Moves every schedule whose occurrence is later than its lateness to its next one after now. */
    async skipMissed(): Promise<number> {
      const at = now();
      const overdue = await db
        .selectFrom('schedules')
        .select(['id', 'next_run_at', 'interval_hours', 'start_time'])
        .where('active', '=', 1)
        // No interval allows less lateness than the shortest one; each row is then checked against its own.
        .where('next_run_at', '<', at - leastLateness)
        .execute();
      let skipped = 0;
      for (const row of overdue) {
        const every = intervalMs(row.interval_hours);
        if (at - row.next_run_at <= lateness(every)) continue;
        const moved = await db
          .updateTable('schedules')
          .set({ next_run_at: nextOccurrenceAfter(Date.parse(row.start_time), every, at) })
          .where('id', '=', row.id)
          .where('next_run_at', '=', row.next_run_at)
          .executeTakeFirst();
        if (moved.numUpdatedRows === 1n) skipped += 1;
      }
      return skipped;
    },

    /** Claims up to `limit` due occurrences (the embedded engine's tick). */
    async claimDue(limit: number): Promise<ClaimedRun[]> {
      const due = await db
        .selectFrom('schedules')
        .select(['id', 'next_run_at', 'interval_hours', 'start_time'])
        .where('active', '=', 1)
        .where('next_run_at', '<=', now())
        .orderBy('next_run_at')
        .limit(limit)
        .execute();
      const claimed: ClaimedRun[] = [];
      for (const row of due) {
        const run = await claimOne(row.id, row.next_run_at, intervalMs(row.interval_hours), Date.parse(row.start_time));
        if (run) claimed.push(run);
      }
      return claimed;
    },

    /** Claims one schedule's occurrence if it is due (the Redis engine's job, which may fire more than once). */
    async claimSchedule(scheduleId: string): Promise<ClaimedRun | undefined> {
      const row = await db
        .selectFrom('schedules')
        .select(['id', 'next_run_at', 'interval_hours', 'start_time'])
        .where('id', '=', scheduleId)
        .where('active', '=', 1)
        .where('next_run_at', '<=', now())
        .executeTakeFirst();
      return row && claimOne(row.id, row.next_run_at, intervalMs(row.interval_hours), Date.parse(row.start_time));
    },
  };
}
export type Claims = ReturnType<typeof createClaims>;
