import { preparedDataSchema, type ScheduleJob, type ScheduleNewCronPayload, type UpdateCronJobPayload } from '@app/shared/contracts';
import type { Db } from '../db/database.ts';
import type { SchedulesTable } from '../db/schema.ts';
import type { CredentialCipher } from '../lib/cipher.ts';
import type { Clock } from '../lib/clock.ts';
import { randomToken } from '../lib/ids.ts';
import { intervalMs, nextOccurrenceAfter } from './occurrences.ts';
import { createScheduleRuns, type LastRun } from './schedule-runs.ts';

const { Wisdom, Looped, Astrology } = preparedDataSchema.shape;
type Choices = Pick<ScheduleJob, 'Wisdom' | 'Looped' | 'Astrology'>;

/** A schedule as the scheduler reads it. */
export type StoredSchedule = ScheduleJob & {
  userId: string;
  active: boolean;
  startAt: number;
  nextRunAt: number;
  createdAt: number;
  /** The reader's zone, as the browser said when the schedule was made (validated then). */
  timezone: string;
};

/** Every contact a schedule watches, whatever the type. */
export const watchedContacts = (job: Choices): Set<string> =>
  new Set((['Wisdom', 'Looped', 'Astrology'] as const).flatMap((type) => (job[type].selected ? job[type].contacts.map((c) => c.id) : [])));

/** The accounts' schedules (ARCHITECTURE §18, §19). Birth details are sealed at rest. */
export function createSchedules(
  db: Db,
  cipher: CredentialCipher,
  clock: Clock,
  /** New messages waiting per schedule and contact (the message buffer's count): the jobs page's '12 of 25'. */
  waitingOf: (scheduleIds: string[]) => Promise<Map<string, Map<string, number>>> = () =>
    Promise.resolve(new Map<string, Map<string, number>>()),
) {
  const runs = createScheduleRuns(db);
  const birthContext = (id: string) => `schedule:${id}:astrology`;
  const sealBirth = (id: string, astrology: Choices['Astrology']) => cipher.seal(JSON.stringify(astrology), birthContext(id));
  // Schedules stored before sealing hold plain JSON.
  const openBirth = (id: string, value: string) => (value.startsWith('v1.') ? cipher.open(value, birthContext(id)) : value);

  function toStored(row: SchedulesTable, lastRun: LastRun | null): StoredSchedule {
    return {
      scheduleId: row.id,
      userId: row.user_id,
      active: row.active === 1,
      startAt: Date.parse(row.start_time),
      nextRunAt: row.next_run_at,
      createdAt: row.created_at,
      timezone: row.timezone,
      userWhatsappId: row.user_whatsapp_id,
      interval: row.interval_hours,
      minimumMessageCount: row.minimum_messages,
      startTime: row.start_time,
      nextRunTime: new Date(row.next_run_at).toISOString(),
      failureCount: row.failure_count,
      lastFailureTime: row.last_failure_time,
      lastFailureReason: row.last_failure_reason,
      lastRun,
      Wisdom: Wisdom.parse(JSON.parse(row.wisdom)),
      Looped: Looped.parse(JSON.parse(row.looped)),
      Astrology: Astrology.parse(JSON.parse(openBirth(row.id, row.astrology))),
    };
  }
  const toJob = ({
    userId: _u,
    active: _a,
    startAt: _s,
    nextRunAt: _n,
    createdAt: _c,
    timezone: _t,
    ...job
  }: StoredSchedule): ScheduleJob => job;

  const choicesOf = (id: string, c: Choices) => ({
    wisdom: JSON.stringify(c.Wisdom),
    looped: JSON.stringify(c.Looped),
    astrology: sealBirth(id, c.Astrology),
  });

  async function find(id: string, { withLastRun = true } = {}): Promise<StoredSchedule | undefined> {
    const row = await db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toStored(row, withLastRun ? await runs.lastOf(id) : null);
  }

  /** The account's running schedules, oldest first, as the scheduler keeps them. */
  async function listStored(userId: string): Promise<StoredSchedule[]> {
    const rows = await db
      .selectFrom('schedules')
      .selectAll()
      .where('user_id', '=', userId)
      .where('active', '=', 1)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const ids = rows.map((row) => row.id);
    const [last, waiting] = await Promise.all([runs.lastOfEach(ids), waitingOf(ids)]);
    return rows.map((row) => ({
      ...toStored(row, last.get(row.id) ?? null),
      waiting: [...(waiting.get(row.id) ?? new Map<string, number>())].map(([contactId, count]) => ({ contactId, count })),
    }));
  }

  return {
    runs,
    find,
    listStored,

    /** How many schedules the account keeps (the cap counts them). */
    count: async (userId: string): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('schedules')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Stores a new schedule of `userId` (never an id from the payload); answers its id. */
    async create(userId: string, userWhatsappId: string, request: ScheduleNewCronPayload): Promise<string> {
      const id = randomToken(16);
      const startAt = Date.parse(request.startTime);
      await db
        .insertInto('schedules')
        .values({
          id,
          user_id: userId,
          user_whatsapp_id: userWhatsappId,
          interval_hours: request.cronTime,
          minimum_messages: request.minimumMessage,
          start_time: request.startTime,
          next_run_at: nextOccurrenceAfter(startAt, intervalMs(request.cronTime), Math.max(clock.now(), startAt)),
          last_run_at: null,
          active: 1,
          timezone: request.timezone,
          failure_count: 0,
          last_failure_time: null,
          last_failure_reason: null,
          ...choicesOf(id, request.preparedData),
          created_at: clock.now(),
        })
        .execute();
      return id;
    },

    /** The account's running schedules, oldest first, as the jobs page shows them. */
    async listActive(userId: string): Promise<ScheduleJob[]> {
      return (await listStored(userId)).map(toJob);
    },

    /** The account's active schedules watching `contactId` (for the message buffer). */
    async watching(userId: string, contactId: string): Promise<string[]> {
      const rows = await db.selectFrom('schedules').selectAll().where('user_id', '=', userId).where('active', '=', 1).execute();
      return rows.filter((row) => watchedContacts(toStored(row, null)).has(contactId)).map((row) => row.id);
    },

    /** Changes an active schedule of `userId`; the next run is recomputed from now. False when it is not theirs. */
    async update(userId: string, change: UpdateCronJobPayload): Promise<boolean> {
      const startAt = Date.parse(change.startTime);
      const result = await db
        .updateTable('schedules')
        .set({
          interval_hours: change.interval,
          minimum_messages: change.minimumMessageCount,
          start_time: change.startTime,
          next_run_at: nextOccurrenceAfter(startAt, intervalMs(change.interval), clock.now()),
          ...choicesOf(change.scheduleId, change),
        })
        .where('id', '=', change.scheduleId)
        .where('user_id', '=', userId)
        .where('active', '=', 1)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Deletes a schedule of `userId` with its buffered messages and runs. False when it is not theirs. */
    async remove(userId: string, id: string): Promise<boolean> {
      // Its runs, buffered messages and the links its runs sent go with it (foreign keys cascade).
      const removed = await db.deleteFrom('schedules').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return removed.numDeletedRows === 1n;
    },

    /**
     * WhatsApp is gone: the account's schedules are deleted, with their buffered messages, runs and the
     * links their runs sent (foreign keys cascade); the readings stay the person's. Answers how many.
     */
    async stopAll(userId: string): Promise<number> {
      const removed = await db.deleteFrom('schedules').where('user_id', '=', userId).executeTakeFirst();
      return Number(removed.numDeletedRows);
    },

    async recordFailure(id: string, reason: string): Promise<void> {
      await db
        .updateTable('schedules')
        .set((eb) => ({
          failure_count: eb('failure_count', '+', 1),
          last_failure_time: new Date(clock.now()).toISOString(),
          last_failure_reason: reason,
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}
export type Schedules = ReturnType<typeof createSchedules>;
