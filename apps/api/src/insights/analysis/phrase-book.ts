/** One kind's phrases per language, plus emoji that belong to none. */
export type PhraseBook = Partial<Record<'en' | 'es' | 'fr' | 'pt' | 'id' | 'ar' | 'emoji', string[]>>;

/**
 * One pattern for a kind, whatever the language (a chat mixes them): words must not run into letters on
 * either side (accents and Arabic included); emoji are their own tokens.
 */
export function compilePhrases(book: PhraseBook): RegExp {
  const alternatives = Object.values(book)
    .flat()
    .map((p) => (/^[\p{L}\p{N}]/u.test(p) ? `(?<![\\p{L}\\p{N}])${p}(?![\\p{L}\\p{N}])` : p));
  return new RegExp(alternatives.join('|'), 'iu');
}
