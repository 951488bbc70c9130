import { z } from 'zod';

export const traitsAnswerSchema = z.object({
  success: z.boolean(),
  existingTraits: z.array(z.string()),
});
export type TraitsAnswer = z.infer<typeof traitsAnswerSchema>;

export const userEventsAnswerSchema = z.object({
  success: z.boolean(),
  events: z.array(z.string()),
});
export type UserEventsAnswer = z.infer<typeof userEventsAnswerSchema>;
