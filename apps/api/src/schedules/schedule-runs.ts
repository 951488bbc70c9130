import type { LastRun } from '@app/shared/contracts';
import type { Db } from '../db/database.ts';
import type { RunStatus } from '../db/schema.ts';

export type { LastRun };

/** The occurrences of schedules: one row each (unique per schedule and due time), with its outcome. */
export function createScheduleRuns(db: Db) {
  return {
    async finish(id: string, status: Exclude<RunStatus, 'running'>, at: number, outcome: { detail?: string; resultId?: string } = {}) {
      await db
        .updateTable('schedule_runs')
        .set({ status, finished_at: at, detail: outcome.detail ?? null, result_id: outcome.resultId ?? null })
        .where('id', '=', id)
        .execute();
    },

    /** The latest finished run of a schedule. */
    async lastOf(scheduleId: string): Promise<LastRun | null> {
      const row = await db
        .selectFrom('schedule_runs')
        .select(['finished_at', 'status', 'detail', 'result_id'])
        .where('schedule_id', '=', scheduleId)
        .where('status', '!=', 'running')
        .orderBy('due_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row || row.status === 'running' || row.finished_at === null) return null;
      return { at: new Date(row.finished_at).toISOString(), status: row.status, detail: row.detail, resultId: row.result_id };
    },

    /** Every run of a schedule, oldest first (tests and the benchmark). */
    listOf: (scheduleId: string) =>
      db.selectFrom('schedule_runs').selectAll().where('schedule_id', '=', scheduleId).orderBy('due_at').execute(),
  };
}
export type ScheduleRuns = ReturnType<typeof createScheduleRuns>;
