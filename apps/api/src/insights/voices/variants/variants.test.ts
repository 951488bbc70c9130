import { companionLanguages } from '@app/shared/catalogue';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/catalogue.ts';
import { voices } from '../index.ts';
import { voiceVariants } from './index.ts';

type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }> };

/** The arguments a message uses. */
function argumentsOf(message: string, locale: string): Set<string> {
  const found = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.value !== undefined && node.type !== 0 && node.type !== 7) found.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return found;
}

const allowed = {
  views: ['contact', 'topic', 'kind', 'theme'],
  practices: ['contact', 'topic', 'kind', 'theme'],
  summaries: ['written', 'days', 'topics', 'reach', 'climate', 'sessions'],
  comments: ['author'],
};

describe('the voices’ variants', () => {
  for (const language of companionLanguages) {
    const locale = locales[language];
    it(`${language}: every variant parses, uses only its part’s arguments and says something new`, () => {
      for (const [title, byLocale] of Object.entries(voiceVariants)) {
        const variants = byLocale[locale];
        if (!variants) continue;
        expect(voices[title], title).toBeDefined();
        const own = Object.values(voices[title]![locale]);
        const parts = {
          views: variants.views,
          practices: variants.practices,
          summaries: variants.summaries,
          comments: [...variants.comments.hard, ...variants.comments.warm, ...variants.comments.reach],
        };
        for (const [part, messages] of Object.entries(parts) as [keyof typeof allowed, string[]][])
          for (const message of messages) {
            const used = argumentsOf(message, locale);
            expect([title, part, [...used].filter((a) => !allowed[part].includes(a))]).toEqual([title, part, []]);
            if (part === 'views' || part === 'practices') expect([title, message, used.has('contact')]).toEqual([title, message, true]);
            if (part === 'summaries')
              for (const a of ['written', 'days', 'topics', 'reach', 'climate'])
                expect([title, message, used.has(a)]).toEqual([title, message, true]);
            if (part === 'comments') expect([title, message, used.has('author')]).toEqual([title, message, true]);
            expect(own).not.toContain(message);
          }
        const all = Object.values(parts).flat();
        expect(new Set(all).size, title).toBe(all.length);
      }
    });
  }

  it('every philosophy has them in all six languages, as many as in English', () => {
    expect(Object.keys(voiceVariants).sort()).toEqual(Object.keys(voices).sort());
    for (const [title, byLocale] of Object.entries(voiceVariants)) {
      expect([title, Object.keys(byLocale).sort()]).toEqual([title, Object.values(locales).sort()]);
      const en = byLocale.en!;
      expect([title, en.views.length >= 6, en.practices.length >= 6, en.summaries.length >= 3]).toEqual([title, true, true, true]);
      for (const variants of Object.values(byLocale))
        expect([title, variants.views.length, variants.practices.length, variants.summaries.length]).toEqual([
          title,
          en.views.length,
          en.practices.length,
          en.summaries.length,
        ]);
    }
  });
});
