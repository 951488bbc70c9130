import { z } from 'zod';
import { emailSchema } from './common.ts';

/** The reset token from the mailed link: 32 random bytes, base64url. */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid reset link');

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const verifyResetPageBodySchema = z.strictObject({ id: resetTokenSchema });
export type VerifyResetPageBody = z.infer<typeof verifyResetPageBodySchema>;

/** Strength is checked by the server so it can answer the product's own message (§5). */
export const resetPasswordBodySchema = z.strictObject({
  id: resetTokenSchema,
  password: z.string().min(1).max(1024),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
