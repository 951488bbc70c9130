import type { CompanionLanguage } from '@app/shared/catalogue';
import type { ConversationFacts } from '../analysis/conversation-facts.ts';
import type { Evidence } from '../analysis/evidence.ts';
import { locales, translator, type Translate } from '../i18n/catalogue.ts';

/** What every renderer needs: the facts of one conversation, the two names and the words of one language. */
export interface ReadingContext {
  t: Translate;
  facts: ConversationFacts;
  me: string;
  contact: string;
  timeZone: string;
  list: (items: string[]) => string;
  date: (at: number) => string;
  duration: (ms: number | null) => string;
  quote: (e: Evidence) => string;
  share: (part: number, whole: number) => number;
}

export function readingContext(
  facts: ConversationFacts,
  language: CompanionLanguage,
  names: { me: string; contact: string },
  timeZone: string,
): ReadingContext {
  const t = translator(language);
  const locale = locales[language];
  const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
  const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone });
  return {
    t,
    facts,
    ...names,
    timeZone,
    list: (items) => lists.format(items),
    date: (at) => dates.format(at),
    duration(ms) {
      if (ms === null) return '—';
      const minutes = Math.max(1, Math.round(ms / 60_000));
      if (minutes < 90) return t('duration.minutes', { n: minutes });
      const hours = Math.round(minutes / 60);
      return hours < 36 ? t('duration.hours', { n: hours }) : t('duration.days', { n: Math.round(hours / 24) });
    },
    quote: (e) => t('quote', { author: e.fromMe ? names.me : names.contact, text: e.text }),
    share: (part, whole) => (whole > 0 ? part / whole : 0),
  };
}

/** The strongest signal of a conversation: what a reading leads with. */
export type Pattern = 'conflict' | 'bids' | 'imbalance' | 'quiet' | 'stress' | 'warm';

export function patternOf(f: ConversationFacts): Pattern {
  return patternsOf(f)[0]!;
}

/** Every pattern that holds, strongest first; 'warm' closes the list. */
export function patternsOf(f: ConversationFacts): Pattern[] {
  const found: Pattern[] = [];
  if (f.conflicts > 0) found.push('conflict');
  const contactBids = f.contact.bidsMade;
  if (contactBids >= 3 && f.contact.bidsAnswered / contactBids < 0.6) found.push('bids');
  if (f.sessions >= 3 && f.me.initiations / f.sessions >= 0.75) found.push('imbalance');
  if (f.sessions >= 3 && f.contact.initiations / f.sessions >= 0.75) found.push('quiet');
  const stress = f.me.markers.stress + f.contact.markers.stress;
  if (stress >= 2 && stress / f.written >= 0.08) found.push('stress');
  found.push('warm');
  return found;
}

/** The pattern, said with this conversation's numbers. */
export function signalOf(c: ReadingContext, pattern: Pattern): string {
  const { t, facts: f, contact } = c;
  const stress = f.me.markers.stress + f.contact.markers.stress;
  switch (pattern) {
    case 'conflict': {
      const conflict = t('signal.conflict', { conflicts: f.conflicts, repaired: f.repairedConflicts });
      return f.silencesAfterTension > 0 ? `${conflict} ${t('signal.silence', { n: f.silencesAfterTension })}` : conflict;
    }
    case 'bids':
      return t('signal.bids', { contact, made: f.contact.bidsMade, answered: f.contact.bidsAnswered });
    case 'imbalance':
      return t('signal.imbalance', { myOpened: f.me.initiations, sessions: f.sessions });
    case 'quiet':
      return t('signal.quiet', { contact, contactOpened: f.contact.initiations, sessions: f.sessions });
    case 'stress':
      return t('signal.stress', { n: stress, who: f.me.markers.stress >= f.contact.markers.stress ? c.me : contact });
    default:
      return t('signal.warm', { positive: f.me.positive + f.contact.positive, negative: f.me.negative + f.contact.negative });
  }
}

/** The themes of a conversation in words: topics first, then the markers that stood out. */
export function themeNames(c: ReadingContext, limit = 3): string[] {
  const { facts: f, t } = c;
  const marker = (kind: string, count: number) => ({ kind, count });
  const all = [
    ...f.themes,
    marker('gratitude', f.me.markers.gratitude + f.contact.markers.gratitude),
    marker('humour', f.me.markers.laughter + f.contact.markers.laughter),
    marker('affection', f.me.markers.affection + f.contact.markers.affection),
    marker('friction', f.me.markers.criticism + f.contact.markers.criticism + f.me.markers.contempt + f.contact.markers.contempt),
    marker('stress', f.me.markers.stress + f.contact.markers.stress),
    marker('joy', f.me.markers.joy + f.contact.markers.joy),
  ]
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count);
  const names = all.slice(0, limit).map((x) => t('theme.name', { theme: x.kind }));
  return names.length > 0 ? names : [t('theme.name', { theme: 'everyday' })];
}

/** The summary paragraph: volume, balance, replies, themes and tone, all counted from the messages. */
export function summaryOf(c: ReadingContext): string {
  const { t, facts: f, contact } = c;
  const sentences = [
    t('summary.volume', { contact, written: f.written, from: c.date(f.firstAt), to: c.date(f.lastAt), sessions: f.sessions }),
    t('summary.balance', {
      contact,
      myShare: c.share(f.me.messages, f.written),
      myOpened: f.me.initiations,
      contactOpened: f.contact.initiations,
      sessions: f.sessions,
    }),
  ];
  if (f.me.medianReplyMs !== null && f.contact.medianReplyMs !== null)
    sentences.push(
      t('summary.replies', { contact, contactReply: c.duration(f.contact.medianReplyMs), myReply: c.duration(f.me.medianReplyMs) }),
    );
  sentences.push(t('summary.themes', { themes: c.list(themeNames(c)), part: t('part.name', { part: f.busiestPart }) }));
  sentences.push(t('summary.tone', { trend: f.trend }));
  return sentences.join(' ');
}
