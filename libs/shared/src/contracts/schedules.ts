import { z } from 'zod';
import { contactLimits, intervalOptions, minimumMessageOptions, scheduleLimit } from '../catalogue/options.ts';
import { displayNameSchema, emailSchema, isoDateTimeSchema, timeZoneSchema, userIdSchema } from './common.ts';
import { wisdomTitleSchema } from './companion.ts';
import { whatsappIdSchema } from './whatsapp.ts';

export const intervalHoursSchema = z.number().refine((h) => intervalOptions.some((o) => o.value === h), 'Unknown interval');
export const minimumMessagesSchema = z
  .number()
  .int()
  .refine((n) => minimumMessageOptions.some((o) => o.value === n), 'Unknown minimum message count');

const text = (max: number) => z.string().trim().min(1).max(max);

const personName = (max: number) => displayNameSchema.pipe(z.string().min(1).max(max));

export const astrologyFormSchema = z.object({
  firstName: personName(80),
  lastName: personName(80),
  dob: z.iso.date(),
  timeOfBirth: z.union([z.iso.time({ precision: -1 }), z.literal('')]).optional(),
  city: text(120),
  country: text(120),
});
export type AstrologyForm = z.infer<typeof astrologyFormSchema>;

/** As a schedule keeps them: with the picked city's zone and coordinates, which the Oracle chart needs. */
export const scheduledAstrologyFormSchema = astrologyFormSchema.extend({
  timeZone: timeZoneSchema,
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type ScheduledAstrologyForm = z.infer<typeof scheduledAstrologyFormSchema>;

export const scheduledContactSchema = z.object({ id: whatsappIdSchema, name: displayNameSchema.nullish() });
export type ScheduledContact = z.infer<typeof scheduledContactSchema>;
const contactsUpTo = (n: number) => z.array(scheduledContactSchema).max(n);

export const preparedDataSchema = z.object({
  Wisdom: z.object({
    selected: z.boolean(),
    wisdoms: z.array(wisdomTitleSchema).max(24),
    contacts: contactsUpTo(contactLimits.Wisdom),
  }),
  Looped: z.object({ selected: z.boolean(), contacts: contactsUpTo(contactLimits.Looped) }),
  Astrology: z.object({
    selected: z.boolean(),
    formData: scheduledAstrologyFormSchema.nullable(),
    contacts: contactsUpTo(contactLimits.Astrology),
  }),
});
export type PreparedData = z.infer<typeof preparedDataSchema>;

export const scheduleNewCronPayloadSchema = z.strictObject({
  userId: userIdSchema,
  cronTime: intervalHoursSchema,
  preparedData: preparedDataSchema,
  email: emailSchema,
  name: displayNameSchema,
  startTime: isoDateTimeSchema,
  nextRunTime: isoDateTimeSchema,
  timezone: timeZoneSchema,
  minimumMessage: minimumMessagesSchema,
});
export type ScheduleNewCronPayload = z.infer<typeof scheduleNewCronPayloadSchema>;

export const scheduleIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid schedule id');

export const runStatuses = ['succeeded', 'skipped', 'failed'] as const;
export const lastRunSchema = z.object({
  at: isoDateTimeSchema,
  status: z.enum(runStatuses),
  /** Why it was skipped or failed, in words the user understands. */
  detail: z.string().nullable(),
  /** The result it produced, when it succeeded. */
  resultId: z.string().nullable(),
});
export type LastRun = z.infer<typeof lastRunSchema>;

export const scheduleJobSchema = z.object({
  scheduleId: scheduleIdSchema,
  userWhatsappId: z.string(),
  interval: intervalHoursSchema,
  minimumMessageCount: minimumMessagesSchema,
  startTime: isoDateTimeSchema,
  nextRunTime: isoDateTimeSchema,
  failureCount: z.number().int().nonnegative(),
  lastFailureTime: isoDateTimeSchema.nullable(),
  lastFailureReason: z.string().nullable(),
  /** Beyond docs/product.md: the latest finished run, for the jobs page's history line. */
  lastRun: lastRunSchema.nullable(),
  /** Beyond docs/product.md: new messages kept per chosen contact towards the minimum ('12 of 25 new messages with Maya'). */
  waiting: z.array(z.object({ contactId: whatsappIdSchema, count: z.number().int().nonnegative() })).optional(),
  Wisdom: preparedDataSchema.shape.Wisdom,
  Looped: preparedDataSchema.shape.Looped,
  Astrology: preparedDataSchema.shape.Astrology,
});
export type ScheduleJob = z.infer<typeof scheduleJobSchema>;

/** `update-cron-job`: the editable parts of a job, identified by its id. */
export const updateCronJobPayloadSchema = z.strictObject({
  scheduleId: scheduleIdSchema,
  startTime: isoDateTimeSchema,
  interval: intervalHoursSchema,
  nextRunTime: isoDateTimeSchema,
  minimumMessageCount: minimumMessagesSchema,
  Wisdom: preparedDataSchema.shape.Wisdom,
  Looped: preparedDataSchema.shape.Looped,
  Astrology: preparedDataSchema.shape.Astrology,
});
export type UpdateCronJobPayload = z.infer<typeof updateCronJobPayloadSchema>;

export const removeCronJobPayloadSchema = z.object({ scheduleId: scheduleIdSchema });
export type RemoveCronJobPayload = z.infer<typeof removeCronJobPayloadSchema>;

export const cronJobsAckSchema = z.object({
  status: z.enum(['success', 'error']),
  jobs: z.array(scheduleJobSchema),
  message: z.string().optional(),
});
export const removeCronJobAckSchema = cronJobsAckSchema.extend({
  /** Whether buffered messages for the removed schedule were discarded. */
  scheduleMessageStoreChecker: z.boolean(),
});
export type CronJobsAck = z.infer<typeof cronJobsAckSchema>;
export type RemoveCronJobAck = z.infer<typeof removeCronJobAckSchema>;

export const activeCronJobsPayloadSchema = z.object({ jobs: z.array(scheduleJobSchema) });

/** docs/product.md §8 texts for the jobs list. */
export const scheduleMessages = {
  deleted: 'Schedule deleted successfully',
  deleteFailed: 'failed to deleted schedule',
  updated: 'Schedule updated successfully',
  updateFailed: 'failed to update schedule',
  created: 'Schedule Successfully Created',
  noSession: 'whatsapp session does not exist',
  /** Ours: the account already keeps as many schedules as it may. */
  tooMany: `You have ${scheduleLimit} schedules, the most one account can keep. Remove one on the jobs page to add another.`,
} as const;
