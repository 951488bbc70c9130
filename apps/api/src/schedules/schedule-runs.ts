import type { LastRun } from '@app/shared/contracts';
import type { Db } from '../db/database.ts';
import type { RunStatus } from '../db/schema.ts';

export type { LastRun };

const keptMs = 30 * 24 * 3_600_000;

/** The occurrences of schedules: one row each (unique per schedule and due time), with its outcome. */
export function createScheduleRuns(db: Db) {
  return {
    async finish(id: string, status: Exclude<RunStatus, 'running'>, at: number, outcome: { detail?: string; resultId?: string } = {}) {
      // A schedule keeps a month of its runs' history.
      await db
        .deleteFrom('schedule_runs')
        .where('schedule_id', '=', (eb) => eb.selectFrom('schedule_runs as this').select('this.schedule_id').where('this.id', '=', id))
        .where('status', '!=', 'running')
        .where('finished_at', '<', at - keptMs)
        .execute();
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

    /** The latest finished run of each of these schedules. */
    async lastOfEach(scheduleIds: string[]): Promise<Map<string, LastRun>> {
      const last = new Map<string, LastRun>();
      if (scheduleIds.length === 0) return last;
      const latest = db
        .selectFrom('schedule_runs')
        .select(['schedule_id', (eb) => eb.fn.max('due_at').as('due_at')])
        .where('schedule_id', 'in', scheduleIds)
        .where('status', '!=', 'running')
        .groupBy('schedule_id')
        .as('latest');
      const rows = await db
        .selectFrom('schedule_runs')
        .innerJoin(latest, (join) =>
          join.onRef('latest.schedule_id', '=', 'schedule_runs.schedule_id').onRef('latest.due_at', '=', 'schedule_runs.due_at'),
        )
        .select(['schedule_runs.schedule_id', 'finished_at', 'status', 'detail', 'result_id'])
        .execute();
      for (const row of rows) {
        if (last.has(row.schedule_id) || row.status === 'running' || row.finished_at === null) continue;
        last.set(row.schedule_id, {
          at: new Date(row.finished_at).toISOString(),
          status: row.status,
          detail: row.detail,
          resultId: row.result_id,
        });
      }
      return last;
    },

    /** Every run of a schedule, oldest first (tests and the benchmark). */
    listOf: (scheduleId: string) =>
      db.selectFrom('schedule_runs').selectAll().where('schedule_id', '=', scheduleId).orderBy('due_at').execute(),
  };
}
export type ScheduleRuns = ReturnType<typeof createScheduleRuns>;
