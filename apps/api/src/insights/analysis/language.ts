import { detect } from 'tinyld';

export const chatLocales = ['en', 'es', 'fr', 'pt', 'ar', 'id'] as const;
export type ChatLocale = (typeof chatLocales)[number];

/** Enough text to tell the six apart; reading a whole long chat costs more than the rest of the analysis. */
const sampleChars = 2_000;

/** The chat's language, when it is one of the six the lexicons cover; null otherwise (confidence drops). */
export function chatLocale(texts: string[]): ChatLocale | null {
  let sample = '';
  for (const text of texts) {
    if (sample.length >= sampleChars) break;
    sample += `${text}\n`;
  }
  const found = detect(sample, { only: [...chatLocales] });
  return (chatLocales as readonly string[]).includes(found) ? (found as ChatLocale) : null;
}
