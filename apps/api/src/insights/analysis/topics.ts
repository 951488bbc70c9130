import { createRequire } from 'node:module';
import { StemmerAr } from '@nlpjs/lang-ar';
import { StemmerEn } from '@nlpjs/lang-en';
import { StemmerEs } from '@nlpjs/lang-es';
import { StemmerFr } from '@nlpjs/lang-fr';
import { StemmerId } from '@nlpjs/lang-id';
import { StemmerPt } from '@nlpjs/lang-pt';
import { opensConversation } from './dynamics.ts';
import type { ChatLocale } from './language.ts';
import { lexiconFor } from './lexicon/index.ts';
import type { ReadMessage } from './read-messages.ts';

/** A thing the two talked about, named in their own words: 'the interview', 'invoice 0412', 'the flat in Lisbon'. */
export interface Topic {
  /** Exactly as it was written in at least one message. */
  phrase: string;
  /** Messages that mention it, and conversations they fall in. */
  messages: number;
  sessions: number;
  lastAt: number;
  /** Whether both people wrote about it. */
  bothSides: boolean;
}

const stemmers: Record<ChatLocale, { stem(word: string): string }> = {
  en: new StemmerEn(),
  es: new StemmerEs(),
  pt: new StemmerPt(),
  fr: new StemmerFr(),
  id: new StemmerId(),
  ar: new StemmerAr(),
};

const clauseBreak = /[.!?;:,()[\]{}"“”«»\n¿¡؟،…]+/u;
const token = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const laughterToken = /^(?:(?:ha|he|hi|ho|ja|je|ji|ka|rs|wk|kk)+h?|l+o+l+|lmf?ao+|mdr+|ptdr+|k{3,}|ه{2,}|خ{2,}|x+d+)$/iu;
const digit = /\p{N}/u;
const capital = /^\p{Lu}/u;

interface Candidate {
  key: string;
  surfaces: Map<string, number>;
  messages: Set<number>;
  sessions: Set<number>;
  sides: Set<boolean>;
  lastAt: number;
  size: number;
  named: boolean;
  /** Written at least once after an article or a possessive ('the interview', 'mi entrevista'): a thing, not a mood. */
  determined: boolean;
}

/**
 * Key phrases of a conversation in its own words, in any of the six languages: n-grams of one to three words
 * that start and end on a content word (the language's stopwords and the chat's small talk left out), counted
 * by stem across messages and conversations, the longer phrase kept when it carries the shorter. Only phrases
 * that were written verbatim; a phrase said once counts only when it names something (a number, a capital).
 */
const possessiveEnd = /['’]s$/u;

export function topicsOf(read: readonly ReadMessage[], locale: ChatLocale, names: string[], limit = 5): Topic[] {
  const lexicon = lexiconFor(locale);
  const stemmer = stemmers[locale];
  const stop = new Set<string>([
    ...(stopwordsIso[locale] ?? []),
    ...(locale === 'en' ? [] : (stopwordsIso.en ?? [])),
    ...lexicon.chatWords,
    ...lexicon.flat,
    ...names.flatMap((n) => n.toLowerCase().split(/\s+/u)),
    ...timeWords,
  ]);
  // 'Filha', 'amiga', 'babe': how they call each other, not what they talk about.
  const address = [lexicon.acts.familyAddress, lexicon.acts.petName, lexicon.acts.friendAddress].map(
    (pattern) => new RegExp(`^(?:${pattern.source})$`, 'iu'),
  );
  const stems = new Map<string, string>();
  const stemOf = (word: string) => {
    let s = stems.get(word);
    if (s === undefined) stems.set(word, (s = stemmer.stem(word.replace(/['’]s$/u, ''))));
    return s;
  };
  const isContent = (word: string) => {
    const lower = word.toLowerCase();
    if (stop.has(lower) || laughterToken.test(lower) || /^\d{1,2}$/u.test(lower)) return false;
    return lower.length >= 3 || digit.test(lower);
  };

  // Indonesian names things without articles; Arabic writes its article into the word (handled per word).
  const articleLess = locale === 'id';
  const candidates = new Map<string, Candidate>();
  const documentFrequency = new Map<string, number>();
  let session = 0;
  for (const m of read) {
    const before = read[m.index - 1];
    if (opensConversation(m, before)) session++;
    const seenHere = new Set<string>();
    for (const clause of m.text.split(clauseBreak)) {
      const words = [...clause.matchAll(token)].map((t) => {
        const lower = t[0].toLowerCase();
        const content = isContent(t[0]);
        return { text: t[0], at: t.index, lower, content, key: content ? stemOf(lower) : lower };
      });
      for (let s = 0; s < words.length; s++) {
        const head = words[s]!;
        if (!head.content) continue;
        const previous = words[s - 1];
        const article = previous !== undefined && lexicon.determiners.has(previous.lower);
        let key = '';
        let stops = 0;
        for (let n = 1; n <= 3 && s + n <= words.length; n++) {
          const last = words[s + n - 1]!;
          key = n === 1 ? last.key : `${key} ${last.key}`;
          if (!last.content) {
            stops++;
            continue;
          }
          if (stops > 1) break;
          // A phrase ending on a possessive names its owner ("Dad's" of "Dad's medication" counts for 'Dad').
          const end = last.at + last.text.length - (possessiveEnd.exec(last.text)?.[0].length ?? 0);
          const bare = clause.slice(head.at, end);
          // The article as written mid-sentence: 'The crepe place' opening a sentence is 'the crepe place' in a reading.
          const surface =
            article && fused[previous.lower] !== ''
              ? `${articleOf(previous.lower)}${clause.slice(previous.at + previous.text.length, end)}`
              : bare;
          let candidate = candidates.get(key);
          if (!candidate)
            candidates.set(
              key,
              (candidate = {
                key,
                surfaces: new Map(),
                messages: new Set(),
                sessions: new Set(),
                sides: new Set(),
                lastAt: 0,
                size: n,
                named: false,
                determined: false,
              }),
            );
          candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + 1);
          if (article || articleLess || (locale === 'ar' && head.text.startsWith('ال'))) candidate.determined = true;
          candidate.messages.add(m.index);
          candidate.sessions.add(session);
          candidate.sides.add(m.fromMe);
          candidate.lastAt = m.at;
          if (!candidate.named) {
            for (let i = s; i < s + n; i++) {
              const w = words[i]!;
              if (digit.test(w.text) || ((i > s || s > 0) && capital.test(w.text))) candidate.named = true;
            }
          }
          if (n === 1 && !seenHere.has(key)) {
            seenHere.add(key);
            documentFrequency.set(key, (documentFrequency.get(key) ?? 0) + 1);
          }
        }
      }
    }
  }

  const written = Math.max(1, read.length);
  const sizeBonus = [0, 1, 1.7, 2];
  const scored = [...candidates.values()]
    .filter((c) => c.messages.size >= 2 || (c.named && c.size >= 2))
    // '150.000' splits into numbers: a price is not a topic.
    .filter((c) => !/^[\d\s]+$/u.test(c.key))
    .filter((c) => c.size > 1 || (documentFrequency.get(c.key) ?? 0) / written < 0.25)
    // A bare word never named nor preceded by an article is as often an adverb or a mood ('properly', 'tired').
    .filter((c) => c.size > 1 || c.determined || c.named)
    .filter((c) => c.size > 1 || !address.some((pattern) => pattern.test(surfaceOf(c).replace(pointed, ''))))
    // Two things joined ('o TCC e descontei'), or a verb before a name ('coloca Marisa Monte', 'perfeita pra
    // Paraty'): not one thing, and the name alone is its own candidate.
    .filter((c) => c.size === 1 || !joined.test(surfaceOf(c)))
    .filter((c) => c.size === 1 || c.determined || !/^\p{Ll}\S*\s.*\p{Lu}/u.test(surfaceOf(c)))
    // '380 pras (duas)': a price or a count opening a phrase is not a thing talked about.
    .filter((c) => !/^\p{N}/u.test(surfaceOf(c)))
    // 'a proper look' and 'talk properly' share a stem; the adverb is never the thing.
    .filter((c) => c.size > 1 || locale !== 'en' || !/ly$/u.test(surfaceOf(c)))
    .map((c) => ({
      c,
      score:
        c.sessions.size *
        (1 + Math.log2(c.messages.size)) *
        sizeBonus[c.size]! *
        (c.sides.size === 2 ? 1.3 : 1) *
        (c.named ? 1.2 : 1) *
        // A bare word or phrase is as often a mood or a verb ('exhausting', 'recordamos su cita') as a thing: it
        // must earn its place.
        (c.determined || c.named ? 1 : c.size === 1 ? 0.3 : 0.6),
    }))
    .sort((a, b) => b.score - a.score || b.c.size - a.c.size);

  const kept: Candidate[] = [];
  for (const { c } of scored) {
    const overlapping = kept.find((k) => containsKey(k.key, c.key) || containsKey(c.key, k.key));
    if (overlapping) continue;
    kept.push(c);
    if (kept.length >= limit) break;
  }
  return kept.map((c) => ({
    phrase: surfaceOf(c),
    messages: c.messages.size,
    sessions: c.sessions.size,
    lastAt: c.lastAt,
    bothSides: c.sides.size === 2,
  }));
}

const containsKey = (longer: string, shorter: string) =>
  ` ${longer} `.includes(` ${shorter} `) || shorter.split(' ').every((w) => longer.split(' ').includes(w));

/**
 * Possessives and demonstratives point from the writer: 'tu piso' written by the reader is the contact's flat,
 * and a reading speaking to the reader would turn it round. The article's form ('el piso') or the bare words
 * say the same thing from anywhere.
 */
const pointed =
  /^(?:my|your|ur|our|his|her|their|this|that|mi|mis|tu|tus|su|sus|nuestr[oa]s?|vuestr[oa]s?|est[ea]s?|es[ea]s?|meu|minha|meus|minhas|teu|tua|seu|sua|seus|suas|nosso|nossa|ess[ea]|est[ea]|aquel[ea]|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces) /iu;

// stopwords-iso is a JSON module: Node's ESM loads JSON only with an import attribute, which the build's
// TypeScript target does not emit, so it is required.
const stopwordsIso = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[] | undefined>;

const joined = /\s(?:and|e|y|et|dan|و)\s/u;

/** Days, 'weekend', 'tomorrow' and God in set phrases ('graças a Deus', 'insya Allah') are when and how, not what. */
const timeWords = (
  'monday tuesday wednesday thursday friday saturday sunday weekend today tomorrow tonight yesterday god ' +
  'lunes martes miércoles jueves viernes sábado domingo finde fin hoy mañana ayer dios ' +
  'segunda terça quarta quinta sexta sábado domingo hoje amanhã ontem deus ' +
  'lundi mardi mercredi jeudi vendredi samedi dimanche week-end aujourd’hui demain hier dieu ' +
  'senin selasa rabu kamis jumat sabtu minggu hari besok kemarin tuhan allah ' +
  'الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد اليوم بكرة بكرا بكره غدا امبارح مبارح الله'
).split(' ');

/**
 * A preposition fused with the article ('del regalo', 'do trabalho') names the thing with the article alone —
 * still a piece of what was written; where the article is not inside it ('al médico', 'du boulot'), the bare words.
 */
const fused: Record<string, string> = { del: 'el', do: 'o', da: 'a', no: 'o', na: 'a', al: '', du: '', au: '' };
const articleOf = (word: string) => fused[word] ?? word;

/** Arabic writes 'and', 'with', 'for' onto the word ('بالتخرج', 'وعمو حسن'): a topic is named without them. */
const arabicClitic = /^(?:[وفب]?ال(?=\p{L}{2})|لل(?=\p{L}{2})|[وفب]الـ ?|و(?=\p{L}{3}))/u;
const bare = (surface: string) => {
  const stripped = surface.replace(arabicClitic, (m) => (m.startsWith('لل') ? 'ال' : m.includes('ال') && !m.includes('ـ') ? 'ال' : ''));
  return stripped.trim() || surface;
};

/** The way it was most often written, preferring forms that do not point from the writer ('el piso' over 'tu piso'). */
function surfaceOf(c: Candidate): string {
  const surfaces = [...c.surfaces.entries()];
  const neutral = surfaces.filter(([surface]) => !pointed.test(surface));
  const pool = neutral.length > 0 ? neutral : surfaces.map(([surface, n]): [string, number] => [surface.replace(pointed, ''), n]);
  const ranked = pool.sort((a, b) => b[1] - a[1] || b[0].length - a[0].length);
  return /\p{Script=Arabic}/u.test(ranked[0]![0]) ? bare(ranked[0]![0]) : ranked[0]![0];
}
