import { z } from 'zod';
import { companionLanguages } from '../catalogue/options.ts';
import { wisdomTitles } from '../catalogue/wisdoms.ts';
import { userIdSchema } from './common.ts';

export const wisdomTitleSchema = z.string().refine((title) => wisdomTitles.includes(title), 'Unknown wisdom');

export const companionLanguageSchema = z.enum(companionLanguages);

export const setCompanionWisdomPayloadSchema = z.strictObject({
  userId: userIdSchema,
  selectedWisdom: wisdomTitleSchema,
});
export type SetCompanionWisdomPayload = z.infer<typeof setCompanionWisdomPayloadSchema>;

export const changeCompanionLanguagePayloadSchema = z.strictObject({
  userId: userIdSchema,
  language: companionLanguageSchema,
});
export type ChangeCompanionLanguagePayload = z.infer<typeof changeCompanionLanguagePayloadSchema>;

export const companionWisdomPayloadSchema = z.object({
  companionWisdom: z.object({ title: z.string() }).nullable(),
});
export type CompanionWisdomPayload = z.infer<typeof companionWisdomPayloadSchema>;

export const userSelectedLanguagePayloadSchema = z.object({ language: companionLanguageSchema.nullable() });
export type UserSelectedLanguagePayload = z.infer<typeof userSelectedLanguagePayloadSchema>;
