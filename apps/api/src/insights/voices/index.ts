import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { ReadingLocale } from '../i18n/catalogue.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { id } from './id.ts';
import { pt } from './pt.ts';
import type { VoiceBook, VoiceText } from './voice.ts';

export const voiceBooks: Record<ReadingLocale, VoiceBook> = { en, es, pt, fr, id, ar };

export type Speak = (part: keyof VoiceText, values: Record<string, PrimitiveType>) => string;

const compiled = new Map<string, IntlMessageFormat>();

/** One philosophy's voice in one language, ready to speak; undefined for a philosophy without one. */
export function voiceOf(locale: ReadingLocale, wisdom: string): Speak | undefined {
  const text = voiceBooks[locale][wisdom];
  if (!text) return undefined;
  return (part, values) => {
    const key = `${locale}|${wisdom}|${part}`;
    let format = compiled.get(key);
    if (!format) compiled.set(key, (format = new IntlMessageFormat(text[part], locale)));
    return String(format.format(values));
  };
}
