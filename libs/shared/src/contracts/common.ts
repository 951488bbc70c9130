import { z } from 'zod';
import { validationMessages } from '../validation/messages.ts';
import { hasControlOrDirectionCharacters, isTimeZone, nameLengthLimit } from '../validation/name-rules.ts';

/** A user id as the server issues it (also matches the socket's 'user-{timestamp}' placeholder). */
export const userIdSchema = z
  .string()
  .min(1, 'userId is required')
  .max(64, 'userId is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'userId has invalid characters');

/** The spec's events that carry `{userId}`. */
export const userIdPayloadSchema = z.strictObject({ userId: userIdSchema });
export type UserIdPayload = z.infer<typeof userIdPayloadSchema>;

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address'));

export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** Every HTTP error answer: a human-readable message, plus field issues for invalid input. */
export const errorAnswerSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** Acknowledgement shape for events whose answer the product brief leaves to us. */
export const ErrorCode = {
  Invalid: 'invalid-payload',
  NotFound: 'not-found',
  Forbidden: 'forbidden',
  Internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
export type Ack<T> = { data: T } | { error: ErrorCode; message: string };

/** An ISO-8601 date-time string as sent on the wire. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * The one rule for a name the server keeps or shows that is not an account's own (a contact's, as the
 * address book or a schedule names it): trimmed, bounded, no control or text-direction characters (a
 * U+202E would show 'gnp.exe' as 'exe.png'). Account names add their own minimum (auth.ts).
 */
export const displayNameSchema = z
  .string()
  .trim()
  .max(nameLengthLimit, validationMessages.nameTooLong)
  .refine((name) => !hasControlOrDirectionCharacters(name), validationMessages.nameHasHiddenCharacters);

/** An IANA time zone the server can compute with (a reading's hours, an Oracle's day). */
export const timeZoneSchema = z.string().trim().max(64).refine(isTimeZone, validationMessages.unknownTimeZone);
