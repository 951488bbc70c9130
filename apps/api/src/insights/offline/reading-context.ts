import type { CompanionLanguage } from '@app/shared/catalogue';
import type { ConversationFacts } from '../analysis/conversation-facts.ts';
import { changeSince, memoryFactsOf, type Change } from '../analysis/memory.ts';
import type { Evidence } from '../analysis/evidence.ts';
import { catalogueTranslations } from '@app/shared/catalogue/translations';
import { wisdomNames, wisdomQuotes } from '../i18n/catalogue-words.ts';
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
  /** 'a', 'b', 'c' …: which of a message's `count` phrasings this reading takes (see `pick`). */
  variant: (slot: string, count?: number) => string;
  /**
   * Which of a part's phrasings this reading takes, given in order of preference: the first not sent to this
   * reader about this contact in the remembered readings (the last ten) nor earlier in this one, else the one
   * sent longest ago. Alternatives of equal standing are tried from a place stable for the conversation, so two
   * chats rarely read alike.
   */
  pick: (slot: string, preferred: readonly string[], alternatives?: readonly string[]) => string;
  /** Whether this option of a part was not sent to this reader about this contact in the remembered readings. */
  fresh: (slot: string, option: string) => boolean;
  /** The phrasings this reading took ('slot=option'), for the memory. */
  sent: string[];
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
  // How many readings ago each phrasing was sent (the memory keeps which): a daily reader does not get the
  // same sentence again within ten readings while the part has another way to say it.
  const age = new Map<string, number>();
  history.forEach((reading, ago) => {
    const keys = [...(reading.facts.sent ?? []), ...Object.entries(reading.facts.phrasings ?? {}).map(([slot, v]) => `${slot}=${v}`)];
    for (const key of keys) if (!age.has(key)) age.set(key, ago);
  });
  const sent: string[] = [];
  const pick = (slot: string, preferred: readonly string[], alternatives: readonly string[] = []) => {
    const start = alternatives.length > 0 ? hash(`${seed}|${slot}`) % alternatives.length : 0;
    const options = [...preferred, ...alternatives.slice(start), ...alternatives.slice(0, start)];
    let chosen = options[0]!;
    let oldest = -2;
    for (const option of options) {
      const key = `${slot}=${option}`;
      const ago = sent.includes(key) ? -1 : age.get(key);
      if (ago === undefined) {
        chosen = option;
        break;
      }
      if (ago > oldest) [chosen, oldest] = [option, ago];
    }
    sent.push(`${slot}=${chosen}`);
    return chosen;
  };
  const letters = 'abcdefghij';
  const variant = (slot: string, count = 3) => pick(slot, [], [...letters.slice(0, count)]);
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
    variant: (slot) => variant(`since.${slot}`, { nothing: 6, first: 5, long: 3 }[slot]),
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
    researchTitle: (entry) => (locale !== 'en' ? catalogueTranslations[locale].research[entry.id]?.title : undefined) ?? entry.title,
    wisdomName: (title) => (locale !== 'en' ? wisdomNames[locale][title] : undefined) ?? title,
    change,
    since,
    variant,
    pick,
    fresh: (slot, option) => !age.has(`${slot}=${option}`),
    sent,
  };
}

interface SinceWords {
  t: Translate;
  list: (items: string[]) => string;
  date: (at: number) => string;
  duration: (ms: number | null) => string;
  contact: string;
  topic: string;
  /** The phrasing of the first-reading or nothing-changed sentence (only the one said is taken). */
  variant: (slot: 'first' | 'nothing' | 'long') => string;
  /** Between two changes: a semicolon, as the language writes it. */
  separator: string;
}

/** The sentence a reading leads with: that it is the first, or what changed since the last one, and the long view. */
function sinceSentence(change: Change, w: SinceWords): string {
  const { t, contact } = w;
  if (change.kind === 'first') return t('since.first', { contact, topic: w.topic, variant: w.variant('first') });
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
    changes.length > 0
      ? t('since.changes', { date, changes: changes.join(w.separator) })
      : t('since.nothing', { date, contact, variant: w.variant('nothing') });
  if (!change.long) return lead;
  const tones = Object.entries(change.long.tones)
    .sort((a, b) => b[1] - a[1])
    .map(([tone, n]) => t('since.toneCount', { tone, n }));
  return `${lead} ${t('since.long', { count: change.long.count, since: w.date(change.long.since), tones: w.list(tones), variant: w.variant('long') })}`;
}
