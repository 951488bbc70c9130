import { z } from 'zod';
import { insightTypes } from '../catalogue/options.ts';
import { isoDateTimeSchema } from './common.ts';
import { companionLanguageSchema, wisdomTitleSchema } from './companion.ts';
import { resultIdSchema } from './insights.ts';

/** The longest contact name a summary carries (longer ones are cut, as a list row has no room for more). */
export const insightContactNameLimit = 120;

/** How many results one page of 'Your insights' carries. */
export const insightsPageSize = 20;

/** `list-insights`: the next page after the result `after` (the last one shown), or the newest page. */
export const listInsightsPayloadSchema = z.strictObject({ after: resultIdSchema.optional() });
export type ListInsightsPayload = z.infer<typeof listInsightsPayloadSchema>;

/** Which page format a result opens in: the current pages, or the older ones (docs/product.md §2). */
export const resultFormats = ['v0-4', 'v0-2', 'legacy'] as const;
export type ResultFormat = (typeof resultFormats)[number];

/** One kind of reading in a result: whom it is about and, for Wisdom, which philosophies. */
export const insightReadingSummarySchema = z.object({
  kind: z.enum(insightTypes),
  contacts: z.array(z.string().max(insightContactNameLimit)).max(10),
  philosophies: z.array(wisdomTitleSchema).max(24),
});
export type InsightReadingSummary = z.infer<typeof insightReadingSummarySchema>;

/** A result as 'Your insights' lists it: no reading text, only what finds it again. */
export const insightSummarySchema = z.object({
  id: resultIdSchema,
  createdAt: isoDateTimeSchema,
  format: z.enum(resultFormats),
  /** The language the reading was written in (the result page's headings follow it). */
  language: companionLanguageSchema,
  readings: z.array(insightReadingSummarySchema).max(insightTypes.length),
});
export type InsightSummary = z.infer<typeof insightSummarySchema>;

export const listInsightsAckSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    insights: z.array(insightSummarySchema).max(insightsPageSize),
    /** The cursor of the next (older) page, or null at the end. */
    next: resultIdSchema.nullable(),
    /** The reader's companion language: the list's own words follow it. */
    language: companionLanguageSchema,
  }),
  z.object({ status: z.literal('error'), message: z.string() }),
]);
export type ListInsightsAck = z.infer<typeof listInsightsAckSchema>;

/** What 'Your insights' says when the list cannot be given. */
export const insightsListMessages = {
  tooMany: 'You opened many insights in a short time. Please wait a minute and try again.',
  failed: 'Your insights could not be loaded. Please try again.',
} as const;
