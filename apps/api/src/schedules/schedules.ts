import { preparedDataSchema, type ScheduleJob, type ScheduleNewCronPayload } from '@app/shared/contracts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { randomToken } from '../lib/ids.ts';
import type { SchedulesTable } from '../db/schema.ts';

const { Wisdom, Looped, Astrology } = preparedDataSchema.shape;

function toJob(row: SchedulesTable): ScheduleJob {
  return {
    scheduleId: row.id,
    userWhatsappId: row.user_whatsapp_id,
    interval: row.interval_hours,
    minimumMessageCount: row.minimum_messages,
    startTime: row.start_time,
    nextRunTime: row.next_run_time,
    failureCount: row.failure_count,
    lastFailureTime: row.last_failure_time,
    lastFailureReason: row.last_failure_reason,
    Wisdom: Wisdom.parse(JSON.parse(row.wisdom)),
    Looped: Looped.parse(JSON.parse(row.looped)),
    Astrology: Astrology.parse(JSON.parse(row.astrology)),
  };
}

/** The accounts' schedules: what to analyse, for whom, how often. Running them is the scheduler's. */
export function createSchedules(db: Db, clock: Clock) {
  return {
    /** Stores a new schedule of `userId` (never an id from the payload); answers its id. */
    async create(userId: string, userWhatsappId: string, request: ScheduleNewCronPayload): Promise<string> {
      const id = randomToken(16);
      const { Wisdom: wisdom, Looped: looped, Astrology: astrology } = request.preparedData;
      await db
        .insertInto('schedules')
        .values({
          id,
          user_id: userId,
          user_whatsapp_id: userWhatsappId,
          interval_hours: request.cronTime,
          minimum_messages: request.minimumMessage,
          start_time: request.startTime,
          next_run_time: request.nextRunTime,
          timezone: request.timezone,
          failure_count: 0,
          last_failure_time: null,
          last_failure_reason: null,
          wisdom: JSON.stringify(wisdom),
          looped: JSON.stringify(looped),
          astrology: JSON.stringify(astrology),
          created_at: clock.now(),
        })
        .execute();
      return id;
    },

    async listFor(userId: string): Promise<ScheduleJob[]> {
      const rows = await db.selectFrom('schedules').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
      return rows.map(toJob);
    },
  };
}
export type Schedules = ReturnType<typeof createSchedules>;
