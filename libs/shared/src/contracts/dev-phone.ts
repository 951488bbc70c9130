import { z } from 'zod';
import { emailSchema } from './common.ts';
import { whatsappIdSchema } from './whatsapp.ts';

/** The simulated phone of local mode (`/api/dev/whatsapp/*`): never served in production. */
export const devPhoneEmailSchema = z.strictObject({ email: emailSchema });

export const devPhoneMessageSchema = z.strictObject({
  email: emailSchema,
  contactId: whatsappIdSchema,
  text: z.string().trim().min(1, 'text is required').max(4096),
  /** The user writes to the contact from their phone, instead of the contact writing to them. */
  fromMe: z.boolean().optional(),
});

export const devPhoneSessionSchema = z.object({
  email: z.string(),
  state: z.string(),
  /** The QR's text while one is on show (what a phone camera would read). */
  qr: z.string().nullable(),
  /** Messages in the user's own chat, sent by the server (onboarding, insight links). */
  ownChat: z.array(z.object({ text: z.string(), at: z.string() })),
});
export type DevPhoneSession = z.infer<typeof devPhoneSessionSchema>;
