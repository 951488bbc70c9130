import { companionLanguages } from '@app/shared/catalogue';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogues, locales, translator } from './catalogue.ts';
import { en } from './en.ts';

type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }> };

/** The arguments a message uses and, for each select, its options: what every translation must keep. */
function shape(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.value !== undefined && node.type !== 0 && node.type !== 7) found.add(`arg:${node.value}`);
      if (node.type === 5 && node.options) for (const key of Object.keys(node.options)) found.add(`${node.value}=${key}`);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...found].sort();
}

describe('the reading catalogue', () => {
  for (const language of companionLanguages) {
    const locale = locales[language];
    it(`${language}: every message parses, with the same arguments and select options as English`, () => {
      const catalogue = catalogues[locale];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as (keyof typeof en)[])
        expect([key, shape(catalogue[key], locale)]).toEqual([key, shape(en[key], 'en')]);
    });
  }

  it('plural forms follow the language: Arabic has a dual, Indonesian does not inflect', () => {
    expect(translator('Arabic')('duration.hours', { n: 2 })).toBe('ساعتين');
    expect(translator('Arabic')('duration.hours', { n: 5 })).toBe('5 ساعات');
    expect(translator('Indonesian')('duration.hours', { n: 5 })).toBe('5 jam');
    expect(translator('French')('duration.hours', { n: 1 })).toBe('1 heure');
  });
});
