import { z } from 'zod';

/** What the city field asks: the start of a city's name, accents and case ignored. */
export const citySuggestionsQuerySchema = z.strictObject({ q: z.string().trim().min(2).max(80) });
export type CitySuggestionsQuery = z.infer<typeof citySuggestionsQuerySchema>;

/** A city the birth-details form can take, with what the Oracle reading needs of it. */
export const citySuggestionSchema = z.object({
  city: z.string(),
  province: z.string(),
  country: z.string(),
  countryCode: z.string().length(2),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** IANA time zone, e.g. 'America/Sao_Paulo'. */
  timezone: z.string(),
});
export type CitySuggestion = z.infer<typeof citySuggestionSchema>;

export const citySuggestionsAnswerSchema = z.array(citySuggestionSchema).max(10);
