import { z } from 'zod';

/** A WhatsApp id with its domain suffix, e.g. 4915112345678@s.whatsapp.net or 1234@lid. */
export const whatsappIdSchema = z
  .string()
  .max(128)
  .regex(/^[0-9A-Za-z.:_-]+@[a-z.]+$/, 'Expected a WhatsApp id such as 123@s.whatsapp.net');

export const contactSchema = z.object({
  id: whatsappIdSchema,
  name: z.string().nullish(),
  verifiedName: z.string().nullish(),
  pushName: z.string().nullish(),
  /** Seconds since the epoch, as WhatsApp reports it. */
  lastMessageTimestamp: z.number().nonnegative().nullish(),
});
export type Contact = z.infer<typeof contactSchema>;

export const chatsPayloadSchema = z.object({ chats: z.array(contactSchema) });
export type ChatsPayload = z.infer<typeof chatsPayloadSchema>;

export { qrPayloadSchema, type QrPayload } from './qr-payload.ts';

export const contactImageSchema = z.object({ contact: whatsappIdSchema, imgUrl: z.string() });
export const contactImagesPayloadSchema = z.array(contactImageSchema);
export type ContactImage = z.infer<typeof contactImageSchema>;

export const disconnectedPayloadSchema = z.object({ reason: z.string() });
export type DisconnectedPayload = z.infer<typeof disconnectedPayloadSchema>;

export const logoutAckSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().optional(),
});
export type LogoutAck = z.infer<typeof logoutAckSchema>;

export const messagePayloadSchema = z.object({ message: z.string() });
export type MessagePayload = z.infer<typeof messagePayloadSchema>;
