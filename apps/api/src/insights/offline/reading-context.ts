import type { CompanionLanguage } from '@app/shared/catalogue';
import type { ConversationFacts } from '../analysis/conversation-facts.ts';
import { changeSince, memoryFactsOf, type Change } from '../analysis/memory.ts';
import type { Evidence } from '../analysis/evidence.ts';
import { researchTitles, wisdomNames, wisdomQuotes } from '../i18n/catalogue-words.ts';
import { locales, translator, type ReadingLocale, type Translate } from '../i18n/catalogue.ts';
import type { RelationshipMemory } from '../insight-engine.ts';
import { findingsOf, type Finding } from './findings.ts';

/** What every renderer needs: the facts of one conversation, the two names and the words of one language. */
export interface ReadingContext {
  t: Translate;
  facts: ConversationFacts;
  locale: ReadingLocale;
  me: string;
  contact: string;
  timeZone: string;
  /** The findings, strongest first. */
  findings: Finding[];
  list: (items: string[]) => string;
  date: (at: number) => string;
  duration: (ms: number | null) => string;
  quote: (e: Pick<Evidence, 'fromMe' | 'text'>) => string;
  /** A phrase from the chat, as a reading shows it: as written, in quotation marks when the chat's language is not the reading's. */
  phrase: (text: string) => string;
  /** The main topic, and up to three, in the chat's own words. */
  topic: string;
  topics: string;
  /** Days the messages span (at least 1). */
  days: number;
  /** The reach and climate clauses every voice's summary weaves in. */
  reach: string;
  climate: string;
  /** A philosophy's catalogue quote and its source, and a research track's title, in the reading's language. */
  wisdomQuote: (entry: { title: string; example: string; exampleSource: string }) => { quote: string; source: string };
  researchTitle: (entry: { id: number; title: string }) => string;
  wisdomName: (title: string) => string;
  /** What changed since the last reading of this contact, and the sentence that says it. */
  change: Change;
  since: string;
  /** 'a', 'b' or 'c': which of a message's phrasings this conversation gets, stable for it (two chats rarely read alike). */
  variant: (slot: string) => 'a' | 'b' | 'c';
  /** The phrasings this reading took, by slot, for the memory. */
  phrasings: Record<string, 'a' | 'b' | 'c'>;
}

/** FNV-1a: a small stable hash, so a conversation always gets the same phrasings. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function readingContext(
  facts: ConversationFacts,
  language: CompanionLanguage,
  names: { me: string; contact: string },
  timeZone: string,
  history: readonly RelationshipMemory[] = [],
): ReadingContext {
  const t = translator(language);
  const locale = locales[language];
  const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
  // Abbreviated months end in a full stop in some languages ('5 de ago.'), which then doubles a sentence's.
  const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: locale === 'en' ? 'short' : 'long', timeZone });
  const quoted = facts.locale !== null && facts.locale !== locale;
  const phrase = (text: string) => (quoted ? `“${text}”` : text);
  const topics = facts.topics.slice(0, 3).map((x) => phrase(x.phrase));
  const seed = `${names.contact}|${facts.firstAt}|${facts.written}`;
  const { me, contact, sessions, initiator } = facts;
  // Each sentence's phrasing is stable for a conversation, and never the one the last reading of this contact
  // took (the memory keeps which): a daily reader does not get yesterday's sentence again.
  const before = history[0]?.facts.phrasings ?? {};
  const phrasings: Record<string, 'a' | 'b' | 'c'> = {};
  const variant = (slot: string) => {
    let n = hash(`${seed}|${slot}`) % 3;
    if (before[slot] === (['a', 'b', 'c'] as const)[n]) n = (n + 1) % 3;
    return (phrasings[slot] = (['a', 'b', 'c'] as const)[n]!);
  };
  const change = changeSince(memoryFactsOf(facts), history);
  const duration = (ms: number | null) => {
    if (ms === null) return '—';
    const minutes = Math.max(1, Math.round(ms / 60_000));
    if (minutes < 90) return t('duration.minutes', { n: minutes });
    const hours = Math.round(minutes / 60);
    return hours < 36 ? t('duration.hours', { n: hours }) : t('duration.days', { n: Math.round(hours / 24) });
  };
  const topic = topics[0] ?? t('topic.none');
  const since = sinceSentence(change, {
    t,
    list: (items) => lists.format(items),
    date: (at) => dates.format(at),
    duration,
    contact: names.contact,
    topic,
    variant: variant('since'),
    separator: locale === 'ar' ? '؛ ' : '; ',
  });
  return {
    t,
    facts,
    locale,
    ...names,
    timeZone,
    findings: findingsOf(facts),
    list: (items) => lists.format(items),
    date: (at) => dates.format(at),
    duration,
    quote: (e) => t('quote', { author: e.fromMe ? names.me : names.contact, text: e.text }),
    phrase,
    topic,
    topics: topics.length > 0 ? lists.format(topics) : t('topic.none'),
    days: Math.max(1, Math.ceil((facts.lastAt - facts.firstAt) / 86_400_000)),
    reach: t('clause.reach', { initiator, mine: me.initiations, theirs: contact.initiations, sessions, contact: names.contact }),
    climate: t('clause.climate', { tone: facts.tone.label, trend: facts.trend }),
    wisdomQuote: (entry) =>
      (locale !== 'en' ? wisdomQuotes[locale][entry.title] : undefined) ?? { quote: entry.example, source: entry.exampleSource },
    researchTitle: (entry) => (locale !== 'en' ? researchTitles[locale][entry.id] : undefined) ?? entry.title,
    wisdomName: (title) => (locale !== 'en' ? wisdomNames[locale][title] : undefined) ?? title,
    change,
    since,
    variant,
    phrasings,
  };
}

interface SinceWords {
  t: Translate;
  list: (items: string[]) => string;
  date: (at: number) => string;
  duration: (ms: number | null) => string;
  contact: string;
  topic: string;
  variant: 'a' | 'b' | 'c';
  /** Between two changes: a semicolon, as the language writes it. */
  separator: string;
}

/** The sentence a reading leads with: that it is the first, or what changed since the last one, and the long view. */
function sinceSentence(change: Change, w: SinceWords): string {
  const { t, contact } = w;
  if (change.kind === 'first') return t('since.first', { contact, topic: w.topic, variant: w.variant });
  const changes: string[] = [];
  if (change.reply)
    changes.push(
      t('since.reply', {
        contact,
        direction: change.reply.direction,
        now: w.duration(change.reply.now),
        before: w.duration(change.reply.before),
      }),
    );
  if (change.opened) changes.push(t('since.opened', change.opened));
  if (change.tone) changes.push(t('since.tone', change.tone));
  if (change.conflict)
    changes.push(
      t('since.conflict', {
        repaired: change.conflict.repaired ? 'yes' : 'no',
        first: change.conflict.quietSince !== null ? 'yes' : 'no',
        quietSince: change.conflict.quietSince !== null ? w.date(change.conflict.quietSince) : '',
      }),
    );
  const date = w.date(change.previousAt);
  const lead =
    changes.length > 0 ? t('since.changes', { date, changes: changes.join(w.separator) }) : t('since.nothing', { date, contact });
  if (!change.long) return lead;
  const tones = Object.entries(change.long.tones)
    .sort((a, b) => b[1] - a[1])
    .map(([tone, n]) => t('since.toneCount', { tone, n }));
  return `${lead} ${t('since.long', { count: change.long.count, since: w.date(change.long.since), tones: w.list(tones) })}`;
}
