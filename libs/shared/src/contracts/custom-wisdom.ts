import { z } from 'zod';
import { isoDateTimeSchema, userIdSchema } from './common.ts';
import { wisdomTitleSchema } from './companion.ts';
import { whatsappIdSchema } from './whatsapp.ts';

export const generateCustomWisdomPayloadSchema = z.strictObject({
  userId: userIdSchema,
  wisdom: wisdomTitleSchema,
  contact: whatsappIdSchema,
  jsonPrompt: z.string().min(1).max(20_000),
  guidancePrompt: z.string().min(1).max(20_000),
  startTime: isoDateTimeSchema,
  endTime: isoDateTimeSchema,
  name: z.string().max(120),
  systemPrompt: z.string().min(1).max(20_000),
});
export type GenerateCustomWisdomPayload = z.infer<typeof generateCustomWisdomPayloadSchema>;

export const generateCustomWisdomAckSchema = z.union([
  z.object({ status: z.literal('error'), message: z.unknown() }),
  z.object({ insight: z.unknown() }),
]);
export type GenerateCustomWisdomAck = z.infer<typeof generateCustomWisdomAckSchema>;

/** docs/product.md §5: checked in this order, each shown for 3 s. */
export const customTesterMessages = {
  systemPrompt: 'Please enter a system prompt.',
  wisdom: 'Please select a wisdom first.',
  prompt: 'Please enter a prompt.',
  json: 'Please enter a valid JSON object.',
} as const;
