import { z } from 'zod';
import { displayNameSchema, isoDateTimeSchema, userIdSchema } from './common.ts';
import { wisdomTitleSchema } from './companion.ts';
import { whatsappIdSchema } from './whatsapp.ts';

/** docs/product.md §5: checked in this order, each shown for 3 s. */
export const customTesterMessages = {
  systemPrompt: 'Please enter a system prompt.',
  wisdom: 'Please select a wisdom first.',
  prompt: 'Please enter a prompt.',
  json: 'Please enter a valid JSON object.',
} as const;

/** docs/product.md §3's custom wisdom request. `name` is the contact's name as the user sees it. */
export const generateCustomWisdomPayloadSchema = z.strictObject({
  userId: userIdSchema,
  wisdom: wisdomTitleSchema,
  contact: whatsappIdSchema,
  jsonPrompt: z.string().trim().min(1, customTesterMessages.json).max(20_000),
  guidancePrompt: z.string().trim().min(1, customTesterMessages.prompt).max(20_000),
  startTime: isoDateTimeSchema,
  endTime: isoDateTimeSchema,
  name: displayNameSchema,
  systemPrompt: z.string().trim().min(1, customTesterMessages.systemPrompt).max(20_000),
});
export type GenerateCustomWisdomPayload = z.infer<typeof generateCustomWisdomPayloadSchema>;

export const generateCustomWisdomAckSchema = z.union([
  z.object({ status: z.literal('error'), message: z.unknown() }),
  z.object({ insight: z.unknown() }),
]);
export type GenerateCustomWisdomAck = z.infer<typeof generateCustomWisdomAckSchema>;

/** Whether the session's account may use the staff tester, and whether a language model is there to answer it. */
export const staffAccessAnswerSchema = z.object({ staff: z.boolean(), llm: z.boolean() });
export type StaffAccessAnswer = z.infer<typeof staffAccessAnswerSchema>;

/** docs/product.md §9: the tester reads the last 3 hours before now. */
export const customWisdomWindowMs = 3 * 3_600_000;
