import { useEffect, useState } from 'react';
import type { CompanionLanguage } from '../catalogue/options.ts';
import { englishPage, loadedPageLanguage, loadPageLanguage, type PageLanguage } from './load-page-words.ts';

/**
 * The page's words in `language`: English at once; another language once its words have arrived (null
 * meanwhile, so a page shows its loading state rather than English headings over a Spanish reading).
 * Words already fetched show at once. Words that cannot be fetched fall back to English.
 */
export function usePageLanguage(language: CompanionLanguage | undefined): PageLanguage | null {
  const wanted = language ?? 'English';
  const [loaded, setLoaded] = useState<{ for: CompanionLanguage; page: PageLanguage } | null>(null);
  useEffect(() => {
    if (wanted === 'English' || loadedPageLanguage(wanted)) return;
    let live = true;
    void loadPageLanguage(wanted)
      .catch(() => englishPage)
      .then((page) => {
        if (live) setLoaded({ for: wanted, page });
      });
    return () => {
      live = false;
    };
  }, [wanted]);
  if (wanted === 'English') return englishPage;
  return loadedPageLanguage(wanted) ?? (loaded?.for === wanted ? loaded.page : null);
}
