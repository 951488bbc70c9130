import { detect } from 'tinyld';

export const chatLocales = ['en', 'es', 'fr', 'pt', 'ar', 'id'] as const;
export type ChatLocale = (typeof chatLocales)[number];

/** Enough text to tell the six apart; reading a whole long chat costs more than the rest of the analysis. */
const sampleChars = 2_000;

const indonesianMarkers = new Set(
  'yang aku kamu nggak gak ga enggak udah sudah banget dong deh sih kok lagi tadi nanti sama juga bisa mau kalau kalo aja udh gimana kenapa dimana dengan untuk dari ini itu ada tidak belum'.split(
    ' ',
  ),
);

/** The chat's language, when it is one of the six the lexicons cover; null otherwise (confidence drops). */
export function chatLocale(texts: string[]): ChatLocale | null {
  let sample = '';
  for (const text of texts) {
    if (sample.length >= sampleChars) break;
    sample += `${text}\n`;
  }
  const found = detect(sample, { only: [...chatLocales] });
  // Chat Indonesian ('yang kamu dimana? udah mulai') is short, informal and full of loanwords: the detector
  // often calls it English. Its everyday particles are unmistakable.
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  const indonesian = words.filter((w) => indonesianMarkers.has(w)).length;
  if (found !== 'id' && words.length >= 20 && indonesian / words.length >= 0.08) return 'id';
  return (chatLocales as readonly string[]).includes(found) ? (found as ChatLocale) : null;
}
