import { wisdoms } from '@app/shared/catalogue';
import type { ResponseItem, WisdomInsight } from '@app/shared/contracts';
import { messageFloor } from '../analysis/conversation-facts.ts';
import { defaultVoice, wisdomVoices } from '../wisdom-lenses.ts';
import { patternsOf, type Pattern, signalOf, summaryOf, themeNames, type ReadingContext } from './reading-context.ts';

/** The table of the two sides: one row per measure, one column per person. */
function glance(c: ReadingContext): ResponseItem[] {
  const { t, facts: f, me, contact } = c;
  const row = (title: string, mine: string | number, theirs: string | number): ResponseItem => ({
    title,
    value: { [me]: mine, [contact]: theirs },
  });
  return [
    row(t('row.messages'), f.me.messages, f.contact.messages),
    row(t('row.words'), f.me.words, f.contact.words),
    row(t('row.opened'), f.me.initiations, f.contact.initiations),
    row(t('row.questions'), f.me.questions, f.contact.questions),
    row(t('row.answered'), f.me.questionsAnswered, f.contact.questionsAnswered),
    row(t('row.reply'), c.duration(f.me.medianReplyMs), c.duration(f.contact.medianReplyMs)),
    row(t('row.warm'), f.me.positive, f.contact.positive),
    row(t('row.tense'), f.me.negative, f.contact.negative),
  ];
}

/** One philosophy's reading of one conversation: its voice, this conversation's numbers, and its own quotes. */
export function wisdomReading(c: ReadingContext, wisdom: string): WisdomInsight {
  const { t, facts: f, contact } = c;
  if (!f.enough)
    return { wisdomTitle: wisdom, insight: null, error: t('notEnough.wisdom', { written: f.written, contact, floor: messageFloor }) };
  const voice = wisdomVoices[wisdom] ?? defaultVoice;
  const entry = wisdoms.find((w) => w.title === wisdom);
  const [pattern, next] = patternsOf(f) as [Pattern, Pattern | undefined];
  const lensValues = {
    lens: voice.lens,
    wisdom,
    contact,
    written: f.written,
    myShare: c.share(f.me.messages, f.written),
    sessions: f.sessions,
    myOpened: f.me.initiations,
    contactOpened: f.contact.initiations,
    part: t('part.name', { part: f.busiestPart }),
    themes: c.list(themeNames(c, 2)),
  };
  const signal = signalOf(c, pattern);
  return {
    wisdomTitle: wisdom,
    insight: {
      Wisdom: t('lens.view', lensValues),
      Summary: summaryOf(c),
      'Book Recommendation': voice.books.map((b) => t('books.title', b)),
      'Guideline Responses': [
        { title: t('guide.pattern'), value: signal },
        { title: t('guide.glance'), value: glance(c) },
        { title: t('guide.lens', { wisdom }), value: t('lens.action', lensValues) },
      ],
      'Action Item': [pattern, next].flatMap((p) => (p ? [t(`action.${p}`, { contact })] : [])),
      'Immediate Action Item': t('lens.prompt', lensValues),
      ...(entry ? { 'Research Backed Quote': t('research.quote', { quote: entry.example, source: entry.exampleSource }) } : {}),
      'Analysis Responses': f.evidence.map((e) => ({
        title: t('evidence.kind', { kind: e.kind }),
        value: [
          { title: '💬 Original Message', value: c.quote(e) },
          { title: wisdom, value: t('evidence.comment', { kind: e.kind, author: e.fromMe ? c.me : contact }) },
        ],
      })),
    },
  };
}
