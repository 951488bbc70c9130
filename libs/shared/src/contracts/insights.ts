import { z } from 'zod';
import { displayNameSchema } from './common.ts';
import { companionLanguageSchema, wisdomTitleSchema } from './companion.ts';
import { whatsappIdSchema } from './whatsapp.ts';

/** A response item: a title and a value that is text, a list of items, or an object (docs/product.md §3). */
export type ResponseValue = string | number | boolean | null | ResponseItem[] | { [key: string]: ResponseValue };
export interface ResponseItem {
  title: string;
  value: ResponseValue;
}
export const responseValueSchema: z.ZodType<ResponseValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(responseItemSchema), z.record(z.string(), responseValueSchema)]),
);
export const responseItemSchema: z.ZodType<ResponseItem> = z.lazy(() => z.object({ title: z.string(), value: responseValueSchema }));

const items = z.array(responseItemSchema);
const texts = z.array(z.string());

export const wisdomInsightContentSchema = z.object({
  Wisdom: z.string().optional(),
  'Book Recommendation': texts.optional(),
  'Guideline Responses': items.optional(),
  'Action Item': texts.optional(),
  'Immediate Action Item': z.string().optional(),
  'Conversation Summary': z.string().optional(),
  'Relationship Insights': z.string().optional(),
  'Research Backed Quote': z.string().optional(),
  'Analysis Responses': items.optional(),
  Summary: z.string().optional(),
  "Author's Advice": z.string().optional(),
  'Action Suggestions': texts.optional(),
  'Bonding Activities': texts.optional(),
});

export const wisdomInsightSchema = z.object({
  wisdomTitle: z.string(),
  insight: wisdomInsightContentSchema.nullable(),
  error: z.string().optional(),
});
export type WisdomInsight = z.infer<typeof wisdomInsightSchema>;

export const loopedInsightSchema = z.object({
  title: z.string(),
  narrative: z.string(),
  themes_detected: texts,
  evidence_quotes: texts,
  emotional_summary: z.string(),
  wisdom_track_suggestions: texts,
  closing_reflection: z.string(),
  confidence_score: z.number().min(0).max(10),
});
export type LoopedInsight = z.infer<typeof loopedInsightSchema>;

export const oracleInsightSchema = z.object({
  akashic_guidance: z.string(),
  mirror_portal: z.string(),
  oracle_reflection: texts,
  spiritual_guide: z.string(),
  vibe_type: z.string(),
  daily_actions: z.record(z.string(), z.string()),
  lucky_number: z.number().int().nullable(),
  power_color: z.string(),
  power_color_hash: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  affirmation: z.union([z.string(), texts]),
  ritual_suggestion: z.string(),
});
export type OracleInsight = z.infer<typeof oracleInsightSchema>;

/** Result ids are unguessable: 16+ url-safe characters. */
export const resultIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid result id');

export const getWisdomPayloadSchema = z.union([resultIdSchema, z.object({ pathname: z.string().max(256), id: resultIdSchema })]);
export type GetWisdomPayload = z.infer<typeof getWisdomPayloadSchema>;

export const resultMetadataRequestSchema = z.object({ id: resultIdSchema });

const typeFlag = z.object({ selected: z.boolean() });
export const resultMetadataSchema = z.object({
  userName: z.string(),
  pageId: resultIdSchema,
  Wisdom: typeFlag,
  Looped: typeFlag,
  Astrology: typeFlag,
});
export const shouldShowSchema = z.object({ wisdom: z.boolean(), looped: z.boolean(), astrology: z.boolean() });
export const wisdomResultMetadataPayloadSchema = z.object({
  result: resultMetadataSchema,
  shouldShow: shouldShowSchema,
  /** Beyond docs/product.md: the reading's language, which the page's own words follow. */
  language: companionLanguageSchema.optional(),
});
export type WisdomResultMetadataPayload = z.infer<typeof wisdomResultMetadataPayloadSchema>;

export const wisdomResultPayloadSchema = z.object({
  insights: z.array(wisdomInsightSchema),
  wisdomNumber: z.number().int().nonnegative(),
});
export const wisdomPageIsLoopedPayloadSchema = z.object({ isLooped: z.boolean(), wisdoms: texts });

const contactRef = {
  contact: z.string().optional(),
  contactId: whatsappIdSchema.optional(),
};
const insightFor = <T extends z.ZodType>(insight: T) =>
  z.object({ ...contactRef, insight }).refine((p) => p.contact !== undefined || p.contactId !== undefined, {
    message: 'contact or contactId is required',
  });
export const insightWisdomResultPayloadSchema = insightFor(z.array(wisdomInsightSchema));
export const insightLoopedResultPayloadSchema = insightFor(loopedInsightSchema);
export const insightAstrologyResultPayloadSchema = insightFor(oracleInsightSchema);
export const insightExistingResultPayloadSchema = insightFor(
  z.union([z.array(wisdomInsightSchema), loopedInsightSchema, oracleInsightSchema]),
);

export const resultPageInitialLoadPayloadSchema = z.object({
  data: z.object({
    contacts: z.array(z.object({ id: whatsappIdSchema, name: z.string().nullish() })),
  }),
  messages: z.record(z.string(), z.object({ isEligible: z.boolean() })),
  /** Beyond docs/product.md: the reading's language, which the page's own words follow. */
  language: companionLanguageSchema.optional(),
});

/** The stored instant wisdom response; `insight` is a JSON string (docs/product.md §3). */
export const instantWisdomResponseSchema = z.object({
  wisdom: z.string(),
  insight: z.string(),
  isLooped: z.boolean(),
  /** Beyond docs/product.md: the language it was written in, which the page's own words follow. */
  language: companionLanguageSchema.optional(),
});
export type InstantWisdomResponse = z.infer<typeof instantWisdomResponseSchema>;

/** 'Get a wisdom now' on /home: a reading of one contact's recent messages, at once. */
export const getInstantWisdomPayloadSchema = z.strictObject({
  contactId: whatsappIdSchema,
  /** The contact's name as the person's address book shows it (display only). */
  contactName: displayNameSchema.nullish(),
  wisdom: wisdomTitleSchema,
  looped: z.boolean(),
});
export type GetInstantWisdomPayload = z.infer<typeof getInstantWisdomPayloadSchema>;
export const instantWisdomAckSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), response: instantWisdomResponseSchema }),
  z.object({ status: z.literal('error'), message: z.string() }),
]);
export type InstantWisdomAck = z.infer<typeof instantWisdomAckSchema>;
