import { z } from 'zod';
import { emailSchema, userIdSchema } from './common.ts';
import { validationMessages } from '../validation/messages.ts';
import { isStrongPassword } from '../validation/password-rules.ts';
import { hasControlOrDirectionCharacters, hasVisibleCharacters } from '../validation/name-rules.ts';

/** docs/product.md §5's registration password, checked again by the server. */
const registrationPasswordSchema = z
  .string()
  .min(1, { message: validationMessages.passwordRequired, abort: true })
  .max(1024)
  .refine(isStrongPassword, validationMessages.registrationPasswordWeak);

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(1024),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginAnswerSchema = z.object({
  userId: userIdSchema,
  name: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  /** The account's WhatsApp link is open on the server: a returning user lands on /home, not the QR page. */
  whatsappConnected: z.boolean(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: registrationPasswordSchema,
  fullName: z
    .string()
    .trim()
    .min(2, validationMessages.fullNameTooShort)
    .max(120)
    .refine((name) => !hasControlOrDirectionCharacters(name), validationMessages.fullNameHasHiddenCharacters)
    .refine(hasVisibleCharacters, validationMessages.fullNameInvisible),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const logoutBodySchema = z.strictObject({ userId: userIdSchema });
export type LogoutBody = z.infer<typeof logoutBodySchema>;

/**
 * Google sign-in (ARCHITECTURE §6): the browser never sends an identity. The popup's OIDC callback
 * sets the session and posts this message to the opener; `googleAuth` answers the same shape.
 */
export const googleAuthAnswerSchema = z.object({
  userId: userIdSchema,
  name: z.string(),
  email: z.string(),
  whatsappConnected: z.boolean(),
});
export type GoogleAuthAnswer = z.infer<typeof googleAuthAnswerSchema>;

/** `POST /api/auth/googleAuth` takes no identity fields at all; anything else is refused. */
export const googleAuthBodySchema = z.strictObject({});
