import { wisdoms } from '@app/shared/catalogue';
import type { ResponseItem, WisdomInsight } from '@app/shared/contracts';
import { messageFloor } from '../analysis/conversation-facts.ts';
import type { Evidence, EvidenceKind } from '../analysis/evidence.ts';
import { voiceOf } from '../voices/index.ts';
import { defaultVoice, wisdomVoices, type Lens } from '../wisdom-lenses.ts';
import { themeOf } from './findings.ts';
import type { ReadingContext } from './reading-context.ts';

/** The table of the two sides: one row per measure, one column per person (numbers, no sentences). */
function glance(c: ReadingContext): ResponseItem[] {
  const { t, facts: f, me, contact } = c;
  const row = (title: string, mine: string | number, theirs: string | number): ResponseItem => ({
    title,
    value: { [me]: mine, [contact]: theirs },
  });
  const flat = (fromMe: boolean) => f.moments.flatReplies.filter((m) => m.fromMe === fromMe).length;
  return [
    row(t('row.messages'), f.me.messages, f.contact.messages),
    row(t('row.words'), Math.round(f.me.words), Math.round(f.contact.words)),
    row(t('row.opened'), f.me.initiations, f.contact.initiations),
    row(t('row.questions'), f.me.questions, f.contact.questions),
    row(t('row.reply'), c.duration(f.me.replyMs), c.duration(f.contact.replyMs)),
    row(t('row.flat'), flat(true), flat(false)),
    row(t('row.warm'), Math.round(f.me.warmShare * f.me.messages), Math.round(f.contact.warmShare * f.contact.messages)),
    row(t('row.tense'), Math.round(f.me.tenseShare * f.me.messages), Math.round(f.contact.tenseShare * f.contact.messages)),
  ];
}

const hard: EvidenceKind[] = ['tension', 'excuse', 'sarcasm', 'guiltTrip', 'missedBid', 'flatReply'];
const warm: EvidenceKind[] = ['repair', 'affection', 'gratitude', 'goodNews', 'congratulation', 'sympathy', 'laughter'];
const toneOf = (kind: EvidenceKind) => (hard.includes(kind) ? 'hard' : warm.includes(kind) ? 'warm' : 'reach');

/** Which messages a philosophy turns to first: the friction, the warmth, or the reaching out. */
const attention: Record<Lens, ('hard' | 'warm' | 'reach')[]> = {
  control: ['hard', 'warm', 'reach'],
  strategy: ['hard', 'reach', 'warm'],
  candour: ['hard', 'warm', 'reach'],
  meaning: ['hard', 'reach', 'warm'],
  heart: ['warm', 'reach', 'hard'],
  growth: ['warm', 'hard', 'reach'],
  community: ['warm', 'reach', 'hard'],
  flow: ['reach', 'warm', 'hard'],
  mindful: ['reach', 'hard', 'warm'],
};

/**
 * Two of the conversation's quotes for this philosophy: its own focus first, then a different pair for each
 * place in the catalogue, so that 24 philosophies on one chat turn to different messages as far as the chat allows.
 */
function quotesFor(evidence: readonly Evidence[], lens: Lens, position: number): Evidence[] {
  const order = attention[lens];
  const ranked = [...evidence].sort((a, b) => order.indexOf(toneOf(a.kind)) - order.indexOf(toneOf(b.kind)) || a.index - b.index);
  if (ranked.length <= 2) return ranked;
  const pool = ranked.slice(0, 6);
  const pairs: [Evidence, Evidence][] = [];
  for (let i = 0; i < pool.length; i++) for (let j = i + 1; j < pool.length; j++) pairs.push([pool[i]!, pool[j]!]);
  // Two messages of different kinds where the chat has them: the voice comments on each in its own way.
  const mixed = pairs.filter(([a, b]) => toneOf(a.kind) !== toneOf(b.kind));
  const choices = mixed.length > 0 ? mixed : pairs;
  return [...choices[position % choices.length]!].sort((a, b) => a.index - b.index);
}

/** 'Rumi (E. H. Whinfield, translator)' or 'F. Max Müller (translator)': the translator said in the reading's language. */
function bookTitle(c: ReadingContext, book: { title: string; author: string }): string {
  const translated = /^(?:(.+?) \()?(.+?),? ?\(?translator\)$/u.exec(book.author);
  if (!translated) return c.t('books.title', book);
  const [, author, translator] = translated;
  return c.t('books.translated', { title: book.title, by: author ? 'yes' : 'no', author: author ?? '', translator: translator! });
}

/**
 * One philosophy's reading of one conversation, every sentence in its own voice (voices/): how it sees
 * what leads this conversation, the facts in its words, its practices, one message to send, and its comment
 * on the messages it turns to. The numbers, names, topics and quotes are the analysis's.
 */
export function wisdomReading(c: ReadingContext, wisdom: string): WisdomInsight {
  const { t, facts: f, contact } = c;
  if (!f.enough)
    return { wisdomTitle: wisdom, insight: null, error: t('notEnough.wisdom', { written: f.written, contact, floor: messageFloor }) };
  const voice = voiceOf(c.locale, wisdom) ?? voiceOf(c.locale, 'Stoicism')!;
  const books = wisdomVoices[wisdom] ?? defaultVoice;
  const position = Math.max(
    0,
    wisdoms.findIndex((w) => w.title === wisdom),
  );
  const entry = wisdoms[position];
  const [lead, next] = c.findings;
  const theme = themeOf(lead!);
  const secondTheme = next ? themeOf(next) : theme;
  const values = {
    contact,
    topic: c.topic,
    topics: c.topics,
    written: f.written,
    days: c.days,
    sessions: f.sessions,
    reach: c.reach,
    climate: c.climate,
    kind: f.relationship.kind,
    theme,
  };
  const { text, more, say } = voice;
  // Each part said one of its ways, chosen against what this reader was sent about this contact (ReadingContext.pick):
  // the philosophy's own sentence for the theme first, then its further phrasings.
  const part = (slot: string, own: string, ownKey: string, others: readonly string[] = [], extra: Record<string, string> = {}) => {
    const chosen = c.pick(
      `w${position}.${slot}`,
      [ownKey],
      others.map((_, i) => String(i)),
    );
    return say(chosen === ownKey ? own : others[Number(chosen)]!, { ...values, ...extra });
  };
  const practice = (forTheme: string) => part('practice', text.practice, `own-${forTheme}`, more?.practices, { theme: forTheme });
  const book =
    books.books[
      Number(
        c.pick(
          `w${position}.book`,
          [],
          books.books.map((_, i) => String(i)),
        ),
      )
    ]!;
  return {
    wisdomTitle: wisdom,
    insight: {
      Wisdom: part('view', text.view, `own-${theme}`, more?.views),
      Summary: [...(c.change.kind === 'since' ? [c.since] : []), part('summary', text.summary, 'own', more?.summaries)].join(' '),
      'Book Recommendation': [bookTitle(c, book)],
      'Guideline Responses': [{ title: t('guide.glance'), value: glance(c) }],
      'Action Item': [practice(theme), ...(secondTheme !== theme ? [practice(secondTheme)] : [])],
      'Immediate Action Item': say(text.prompt, values),
      // The philosophy's one catalogue quote, when this reader was not given it in the remembered readings.
      ...(entry?.title === wisdom && c.fresh(`w${position}.quote`, 'catalogue') && c.pick(`w${position}.quote`, ['catalogue'])
        ? { 'Research Backed Quote': t('research.quote', c.wisdomQuote(entry)) }
        : {}),
      'Analysis Responses': quotesFor(f.evidence, books.lens, position).map((e) => {
        const tone = toneOf(e.kind);
        return {
          title: t('evidence.kind', { kind: e.kind }),
          value: [
            { title: '💬 Original Message', value: c.quote(e) },
            {
              title: c.wisdomName(wisdom),
              value: part(`comment.${tone}`, text.comment, 'own', more?.comments[tone], { tone, author: e.fromMe ? c.me : contact }),
            },
          ],
        };
      }),
    },
  };
}
