import type { CompanionLanguage } from '@app/shared/catalogue';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { ar } from './ar.ts';
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { id } from './id.ts';
import { pt } from './pt.ts';

export type Catalogue = Record<MessageKey, string>;
export const locales = { English: 'en', Spanish: 'es', French: 'fr', Portuguese: 'pt', Arabic: 'ar', Indonesian: 'id' } as const;
export type ReadingLocale = (typeof locales)[CompanionLanguage];

export const catalogues: Record<ReadingLocale, Catalogue> = { en, es, fr, pt, ar, id };

const compiled = new Map<string, IntlMessageFormat>();

export type Values = Record<string, PrimitiveType>;
export type Translate = (key: MessageKey, values?: Values) => string;

/** The reading's words in one language, from ICU messages (plurals, selects, numbers in the locale's own forms). */
export function translator(language: CompanionLanguage): Translate {
  const locale = locales[language];
  return (key, values) => {
    const cacheKey = `${locale}:${key}`;
    let format = compiled.get(cacheKey);
    if (!format) compiled.set(cacheKey, (format = new IntlMessageFormat(catalogues[locale][key], locale)));
    return String(format.format(values));
  };
}
