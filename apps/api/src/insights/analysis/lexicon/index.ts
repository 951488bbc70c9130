import type { ChatLocale } from '../language.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { id } from './id.ts';
import { actKinds, compilePhrases, type ActKind, type Lexicon } from './lexicon.ts';
import { pt } from './pt.ts';

export { actKinds, type ActKind } from './lexicon.ts';

export const lexicons: Record<ChatLocale, Lexicon> = { en, es, pt, fr, id, ar };

/** One language's lexicon compiled: a pattern per act, the flat replies and the words that name no topic. */
export interface CompiledLexicon {
  acts: Record<ActKind, RegExp>;
  flat: Set<string>;
  chatWords: Set<string>;
  determiners: Set<string>;
}

const compiled = new Map<ChatLocale, CompiledLexicon>();

/**
 * The lexicon for a chat in `locale`, with English's phrases too: people switch to English mid-sentence
 * ('ok', 'sorry', 'lol', 'thanks') in every one of the six.
 */
export function lexiconFor(locale: ChatLocale): CompiledLexicon {
  let found = compiled.get(locale);
  if (found) return found;
  const own = lexicons[locale];
  const sources = locale === 'en' ? [own] : [own, en];
  found = {
    acts: Object.fromEntries(actKinds.map((kind) => [kind, compilePhrases(sources.flatMap((l) => l.acts[kind] ?? []))])) as Record<
      ActKind,
      RegExp
    >,
    flat: new Set(sources.flatMap((l) => l.flat)),
    chatWords: new Set(sources.flatMap((l) => l.chatWords)),
    determiners: new Set(own.determiners),
  };
  compiled.set(locale, found);
  return found;
}
