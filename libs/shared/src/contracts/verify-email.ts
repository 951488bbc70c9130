import { z } from 'zod';
import { userIdSchema } from './common.ts';

export const requestEmailCodeBodySchema = z.strictObject({ userId: userIdSchema });
export type RequestEmailCodeBody = z.infer<typeof requestEmailCodeBodySchema>;

export const verifyCodeBodySchema = z.strictObject({
  userId: userIdSchema,
  verificationCode: z.string().regex(/^\d{6}$/, 'The verification code has 6 digits'),
});
export type VerifyCodeBody = z.infer<typeof verifyCodeBodySchema>;
