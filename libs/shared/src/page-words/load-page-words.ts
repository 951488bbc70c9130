import type { CompanionLanguage } from '../catalogue/options.ts';
import { researchEntries } from '../catalogue/research.ts';
import type { CatalogueTranslation } from '../catalogue/translations/catalogue-translation.ts';
import { wisdoms } from '../catalogue/wisdoms.ts';
import type { PageWords } from './page-words.ts';
import { en } from './words/en.ts';

/** A page's words and the catalogue's names and descriptions, in one language. */
export interface PageLanguage {
  language: CompanionLanguage;
  words: PageWords;
  /** A philosophy's title and description, by its English title (unknown titles stay as they are). */
  wisdom: (title: string) => { title: string; content: string };
  /** A research entry's title, description and finding, by its English title. */
  research: (title: string) => { title: string; content: string; benefit: string } | undefined;
  /** A date or a time as the language writes it. */
  date: (at: Date, style: Intl.DateTimeFormatOptions) => string;
}

/** Each language's words, fetched only when a page shows that language (English ships with the page). */
const loaders: Record<Exclude<CompanionLanguage, 'English'>, () => Promise<[PageWords, CatalogueTranslation]>> = {
  Spanish: () => Promise.all([import('./words/es.ts').then((m) => m.es), import('../catalogue/translations/es.ts').then((m) => m.es)]),
  French: () => Promise.all([import('./words/fr.ts').then((m) => m.fr), import('../catalogue/translations/fr.ts').then((m) => m.fr)]),
  Portuguese: () => Promise.all([import('./words/pt.ts').then((m) => m.pt), import('../catalogue/translations/pt.ts').then((m) => m.pt)]),
  Arabic: () => Promise.all([import('./words/ar.ts').then((m) => m.ar), import('../catalogue/translations/ar.ts').then((m) => m.ar)]),
  Indonesian: () => Promise.all([import('./words/id.ts').then((m) => m.id), import('../catalogue/translations/id.ts').then((m) => m.id)]),
};

function pageLanguage(language: CompanionLanguage, words: PageWords, translation: CatalogueTranslation | null): PageLanguage {
  return {
    language,
    words,
    wisdom: (title) => {
      const entry = wisdoms.find((w) => w.title === title);
      return translation?.wisdoms[title] ?? { title, content: entry?.content ?? '' };
    },
    research: (title) => {
      const entry = researchEntries.find((r) => r.title === title);
      if (!entry) return undefined;
      return translation?.research[entry.id] ?? { title: entry.title, content: entry.content, benefit: entry.benefit };
    },
    date: (at, style) => at.toLocaleString(words.dateLocale, style),
  };
}

/** English, at once: docs/product.md's own words. */
export const englishPage: PageLanguage = pageLanguage('English', en, null);

const loading = new Map<CompanionLanguage, Promise<PageLanguage>>();
const loaded = new Map<CompanionLanguage, PageLanguage>([['English', englishPage]]);

/** A language's words when they have already arrived (a page shows them at once, without a loading state). */
export const loadedPageLanguage = (language: CompanionLanguage): PageLanguage | undefined => loaded.get(language);

/** The words of a language, fetched once per page; a failed fetch is tried again next time. */
export function loadPageLanguage(language: CompanionLanguage): Promise<PageLanguage> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language as Exclude<CompanionLanguage, 'English'>]().then(
      ([words, translation]) => {
        const page = pageLanguage(language, words, translation);
        loaded.set(language, page);
        return page;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}
