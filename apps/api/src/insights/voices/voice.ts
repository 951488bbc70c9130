import type { ReadingLocale } from '../i18n/catalogue.ts';

/**
 * How one philosophy speaks about a conversation, in one language (ICU MessageFormat strings). Every
 * sentence of a Wisdom reading comes from its own voice, so 24 philosophies read one chat in 24 ways;
 * the facts they speak of (names, topics, counts, quotes) come from the analysis.
 *
 * Arguments every message may use:
 * - `{contact}`: the other person, as the reader saved them; `{me}` is never used (the reader is "you").
 * - `{topic}`: the main thing they talked about, in their own words ('the interview'); `{topics}`: up to
 *   three, as a list.
 * - `{written}` messages over `{days}` days in `{sessions}` conversations (numbers: use ICU plurals).
 * - `{reach}`: a clause on who reaches out ('you opened 9 of the 11 conversations'), lower case, no period.
 * - `{climate}`: a clause on how it sounds and how that moved ('it cooled toward the end').
 * - `{kind}`: partner | family | friend | work | unknown — who the two are to each other.
 * - `{theme}` (view, practice, prompt): tension | distance | strain | practical | joy — what leads the reading.
 * - `{tone}` (comment): hard | warm | reach — the quoted message's kind; `{author}` wrote it.
 */
export interface VoiceText {
  /** Two or three sentences: how this philosophy sees this conversation, by theme. */
  view: string;
  /** Two sentences that state the facts in this voice: `{written}`, `{days}`, `{topics}`, `{reach}`, `{climate}`. */
  summary: string;
  /** One or two sentences: a practice of this tradition, applied to the theme. */
  practice: string;
  /** One message the reader could send `{contact}`, fit for `{kind}`: 'Send {contact}: “…”'. */
  prompt: string;
  /** One sentence on a quoted message by `{author}`, by `{tone}`. */
  comment: string;
}

/** What leads a reading, for the voices: a conflict, distance, strain, arrangements, or warmth. */
export const themes = ['tension', 'distance', 'strain', 'practical', 'joy'] as const;
export type Theme = (typeof themes)[number];

/** One philosophy's voice in all six reading languages, each a faithful rendering of the English. */
export type Voice = Record<ReadingLocale, VoiceText>;

/**
 * More ways for one philosophy to say each part, in one language, so that a daily reader does not get the
 * same sentence twice (the relationship memory knows which were sent): the reading takes the first one not
 * sent to this reader about this contact in the last ten readings.
 */
export interface VoiceVariants {
  /** Other views, one concept of the tradition each, fit for any theme: `{contact}`, `{topic}`, `{kind}`. */
  views: string[];
  /** Other frames for the facts, with the same arguments as `VoiceText.summary`. */
  summaries: string[];
  /** Other practices of the tradition, fit for any theme: `{contact}`, `{topic}`, `{kind}`. */
  practices: string[];
  /** Other comments on a quoted message by `{author}`, by its kind. */
  comments: { hard: string[]; warm: string[]; reach: string[] };
}
