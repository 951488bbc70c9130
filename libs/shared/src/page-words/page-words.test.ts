import { describe, expect, it } from 'vitest';
import { companionLanguages } from '../catalogue/options.ts';
import { researchEntries } from '../catalogue/research.ts';
import { wisdoms } from '../catalogue/wisdoms.ts';
import { loadPageLanguage } from './load-page-words.ts';
import { en } from './words/en.ts';

/** Every word of a table, functions called with a marker so their argument can be checked. */
function flat(words: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(words).flatMap(([key, value]: [string, unknown]) => {
      if (typeof value === 'function') return [[prefix + key, String((value as (a: string) => string)('«X»'))]];
      if (typeof value === 'object' && value !== null) return Object.entries(flat(value, `${prefix}${key}.`));
      return [[prefix + key, String(value)]];
    }),
  );
}

const english = flat(en);
/** Words that stay the same in every language: names, codes, the brand, '—'-like marks. */
const sameEverywhere = new Set(['lang', 'dateLocale', 'dir', 'kinds.Looped', 'companion']);

describe.each(companionLanguages.filter((l) => l !== 'English'))('the pages in %s', (language) => {
  it('have every word English has, each filled in, each argument used, and most of them translated', async () => {
    const { words } = await loadPageLanguage(language);
    const table = flat(words);
    expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(table)) {
      expect(text.trim(), key).not.toBe('');
      if (english[key]!.includes('«X»')) expect(text, key).toContain('«X»');
    }
    const untranslated = Object.keys(table).filter((k) => !sameEverywhere.has(k) && table[k] === english[k]);
    expect(untranslated.length, untranslated.join(', ')).toBeLessThanOrEqual(3);
  });

  it('name and describe every philosophy and research entry of the catalogue', async () => {
    const page = await loadPageLanguage(language);
    for (const w of wisdoms) {
      const said = page.wisdom(w.title);
      expect(said.title.trim(), w.title).not.toBe('');
      expect(said.content, w.title).not.toBe(w.content);
    }
    for (const r of researchEntries) {
      const said = page.research(r.title)!;
      expect(said.title, r.title).not.toBe(r.title);
      expect(said.benefit, r.title).not.toBe(r.benefit);
    }
  });
});

it('English is the catalogue itself, at once', async () => {
  const page = await loadPageLanguage('English');
  expect(page.wisdom('Stoicism')).toEqual({ title: 'Stoicism', content: wisdoms[0]!.content });
  expect(page.words.wisdomLoading).toBe('Wisdom Loading...');
});
