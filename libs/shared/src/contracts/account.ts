import { z } from 'zod';
export { accountMessages } from '../constants/account-messages.ts';
import { validationMessages } from '../validation/messages.ts';
import { isoDateTimeSchema } from './common.ts';
import { lastRunSchema, scheduledAstrologyFormSchema } from './schedules.ts';

/** Deleting the account: the password, or nothing when the session has just been confirmed with Google. */
export const deleteAccountBodySchema = z.strictObject({
  password: z.string().min(1, validationMessages.passwordRequired).max(256).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** How the session's account proves who it is: what deleting it will ask for. */
export const signInMethodsAnswerSchema = z.object({ password: z.boolean(), google: z.boolean() });
export type SignInMethodsAnswer = z.infer<typeof signInMethodsAnswerSchema>;

const names = z.array(z.string());

/** A schedule as the person chose it: contacts by the names the app shows, never their numbers. */
const scheduleExportSchema = z.object({
  id: z.string(),
  createdAt: isoDateTimeSchema,
  intervalHours: z.number(),
  minimumMessages: z.number().int(),
  startTime: isoDateTimeSchema,
  nextRun: isoDateTimeSchema,
  timezone: z.string(),
  failureCount: z.number().int().nonnegative(),
  lastFailure: z.object({ at: z.string().nullable(), reason: z.string().nullable() }).nullable(),
  wisdom: z.object({ selected: z.boolean(), philosophies: names, contacts: names }),
  looped: z.object({ selected: z.boolean(), contacts: names }),
  oracle: z.object({ selected: z.boolean(), birthDetails: scheduledAstrologyFormSchema.nullable(), contacts: names }),
  /** New messages kept (sealed) until the next run reads them: how many, never what they say. */
  messagesWaiting: z.number().int().nonnegative(),
  runs: z.array(lastRunSchema.extend({ dueAt: isoDateTimeSchema })),
  /** What each reading concluded about a contact, kept so the next can say what changed: counts and labels only. */
  remembered: z.array(z.object({ contact: z.string(), at: isoDateTimeSchema, facts: z.record(z.string(), z.unknown()) })),
});

/**
 * 'Download my data': everything stored about the person, readable by a human. Never keys, hashes or
 * tokens, and of other people only what the person's own readings quote and the names they chose.
 */
export const accountExportSchema = z.object({
  about: z.string(),
  exportedAt: isoDateTimeSchema,
  account: z.object({
    name: z.string(),
    email: z.string(),
    createdAt: isoDateTimeSchema,
    emailVerifiedAt: isoDateTimeSchema.nullable(),
    signsInWith: z.array(z.enum(['password', 'google'])),
  }),
  sessions: z.array(z.object({ startedAt: isoDateTimeSchema, endsAt: isoDateTimeSchema, rememberMe: z.boolean() })),
  companion: z.object({ wisdom: z.string().nullable(), language: z.string().nullable() }),
  whatsapp: z.object({
    linked: z.boolean(),
    /** The names of the contacts WhatsApp shared with Companion (for the contact picker); never their messages. */
    contacts: z.array(z.string()),
  }),
  schedules: z.array(scheduleExportSchema),
  results: z.array(
    z.object({
      id: z.string(),
      createdAt: isoDateTimeSchema,
      link: z.string(),
      /** The readings as the result pages show them. */
      readings: z.unknown(),
    }),
  ),
  traits: z.array(z.string()),
  events: z.array(z.string()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
