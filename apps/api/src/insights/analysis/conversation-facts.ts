import { median, quantileSorted } from 'simple-statistics';
import type { ChatMessage } from '../insight-engine.ts';
import { evidenceKindOf, pickEvidence, quotable, type Evidence } from './evidence.ts';
import { chatLocale, type ChatLocale } from './language.ts';
import { markerKinds, markersOf, questionMark, themeKinds, themesOf, type MarkerKind, type ThemeKind } from './markers.ts';
import { dayPartOf, dayParts, localClock, type DayPart } from './rhythm.ts';
import { neutralBand, toneOf } from './sentiment.ts';

/**
 * A new conversation starts after this much silence: who writes first then "initiated" it, and a message
 * later than this is not a reply. Chat analysers disagree on the threshold; six hours keeps an evening
 * apart from the next morning.
 */
export const sessionGapMs = 6 * 3_600_000;
/** Below this many written messages a reading would be guesswork: the engine says 'not enough data'. */
export const messageFloor = 5;
/** Confidence saturates at this many messages. */
const fullVolume = 200;

export interface SideFacts {
  name: string;
  messages: number;
  words: number;
  questions: number;
  /** Of the other side's questions, how many this side answered in time (not with a dismissal). */
  questionsAnswered: number;
  /** Conversations (after a gap of `sessionGapMs`) this side opened. */
  initiations: number;
  medianReplyMs: number | null;
  p90ReplyMs: number | null;
  bidsMade: number;
  /** Of this side's bids, how many the other side turned toward (answered in time, not with a dismissal). */
  bidsAnswered: number;
  positive: number;
  negative: number;
  markers: Record<MarkerKind, number>;
}

export interface ConversationFacts {
  me: SideFacts;
  contact: SideFacts;
  written: number;
  firstAt: number;
  lastAt: number;
  sessions: number;
  longestPauseMs: number;
  /** Conversations in which both sides laughed. */
  sharedLaughter: number;
  /** Runs of two or more negative messages. */
  conflicts: number;
  /** Conflicts in which someone tried to repair. */
  repairedConflicts: number;
  /** Tense stretches followed by a silence longer than `sessionGapMs`: the lexical trace of stonewalling. */
  silencesAfterTension: number;
  /** Positive messages per negative one; null without negative messages. */
  positiveRatio: number | null;
  averageTone: number;
  trend: 'warming' | 'cooling' | 'steady';
  busiestPart: DayPart;
  busiestWeekday: number;
  /** Topics by how often they came up, with the last time they did. */
  themes: { kind: ThemeKind; count: number; lastAt: number }[];
  evidence: Evidence[];
  locale: ChatLocale | null;
  /** Share of messages in which a lexicon word or a marker was found. */
  coverage: number;
  /** 0–10: data volume, coverage, language support, both sides present, agreement of the signals. */
  confidence: number;
  enough: boolean;
}

const emptyMarkers = () => Object.fromEntries(markerKinds.map((k) => [k, 0])) as Record<MarkerKind, number>;
const newSide = (name: string) => ({
  name,
  messages: 0,
  words: 0,
  questions: 0,
  questionsAnswered: 0,
  initiations: 0,
  replies: [] as number[],
  bidsMade: 0,
  bidsAnswered: 0,
  positive: 0,
  negative: 0,
  markers: emptyMarkers(),
});
type SideCount = ReturnType<typeof newSide>;

function finish(side: SideCount): SideFacts {
  const { replies, ...rest } = side;
  const sorted = [...replies].sort((a, b) => a - b);
  return {
    ...rest,
    medianReplyMs: sorted.length > 0 ? median(sorted) : null,
    p90ReplyMs: sorted.length > 0 ? quantileSorted(sorted, 0.9) : null,
  };
}

export interface FactsInput {
  messages: ChatMessage[];
  me: string;
  contact: string;
  timeZone: string;
}

const positiveMarkers: MarkerKind[] = ['gratitude', 'affection', 'laughter', 'joy', 'repair'];
const negativeMarkers: MarkerKind[] = ['criticism', 'contempt', 'defensiveness', 'dismissal'];

/** Everything a reading says, computed once from the messages: counts, timing, tone, markers, quotes. */
export async function conversationFacts({ messages: all, me, contact, timeZone }: FactsInput): Promise<ConversationFacts> {
  const messages = all.filter((m) => m.text.trim() !== '').sort((a, b) => a.at - b.at);
  const locale = chatLocale(messages.map((m) => m.text));
  const sides = { me: newSide(me), contact: newSide(contact) };
  const clock = localClock(timeZone);
  const parts = Object.fromEntries(dayParts.map((p) => [p, 0])) as Record<DayPart, number>;
  const weekdays = new Array<number>(7).fill(0);
  const themes = new Map<ThemeKind, { count: number; lastAt: number }>();
  const candidates: Evidence[] = [];
  const tones: number[] = [];
  let covered = 0;
  let sessions = 0;
  let longestPauseMs = 0;
  let sharedLaughter = 0;
  let conflicts = 0;
  let repairedConflicts = 0;
  let silencesAfterTension = 0;
  let negativeRun = 0;
  let repairInRun = false;
  let laughedInSession = { me: false, contact: false };
  /** The open turn: consecutive messages of one side. */
  let turn: { fromMe: boolean; lastAt: number; bid: boolean; question: boolean } | null = null;

  const closeSession = () => {
    if (laughedInSession.me && laughedInSession.contact) sharedLaughter++;
    laughedInSession = { me: false, contact: false };
  };

  for (const [index, m] of messages.entries()) {
    const side = m.fromMe ? sides.me : sides.contact;
    const other = m.fromMe ? sides.contact : sides.me;
    const markers = markersOf(m.text);
    const tone = await toneOf(m.text, locale ?? 'en', markers);
    tones.push(tone.score);
    if (tone.covered) covered++;
    side.messages++;
    side.words += m.text.split(/\s+/u).filter(Boolean).length;
    const question = questionMark.test(m.text);
    if (question) side.questions++;
    for (const marker of markers) side.markers[marker]++;
    if (tone.score > neutralBand) side.positive++;
    else if (tone.score < -neutralBand) side.negative++;
    for (const theme of themesOf(m.text)) themes.set(theme, { count: (themes.get(theme)?.count ?? 0) + 1, lastAt: m.at });
    const { hour, weekday } = clock(m.at);
    parts[dayPartOf(hour)]++;
    weekdays[weekday]!++;

    const previous = messages[index - 1];
    const gap = previous ? m.at - previous.at : Infinity;
    if (previous) longestPauseMs = Math.max(longestPauseMs, gap);
    if (gap > sessionGapMs) {
      if (negativeRun >= 2) silencesAfterTension++;
      if (previous) closeSession();
      sessions++;
      side.initiations++;
      turn = null;
    }
    if (markers.has('laughter')) laughedInSession[m.fromMe ? 'me' : 'contact'] = true;

    const bid = question || markers.has('bid') || markers.has('affection');
    if (!turn || turn.fromMe !== m.fromMe) {
      if (turn) {
        side.replies.push(m.at - turn.lastAt);
        if (turn.bid && !markers.has('dismissal')) other.bidsAnswered++;
        if (turn.question && !markers.has('dismissal')) side.questionsAnswered++;
      }
      turn = { fromMe: m.fromMe, lastAt: m.at, bid: false, question: false };
    }
    turn.lastAt = m.at;
    if (question) turn.question = true;
    if (bid && !turn.bid) {
      turn.bid = true;
      side.bidsMade++;
    }

    if (tone.score < -0.2) {
      negativeRun++;
      if (negativeRun === 2) conflicts++;
    } else {
      if (negativeRun >= 2 && (repairInRun || markers.has('repair'))) repairedConflicts++;
      negativeRun = 0;
      repairInRun = false;
    }
    if (markers.has('repair') && negativeRun > 0) repairInRun = true;

    const kind = evidenceKindOf(markers);
    if (kind && quotable(m.text)) candidates.push({ index, fromMe: m.fromMe, text: m.text, kind, tone: tone.score });
  }
  if (messages.length > 0) closeSession();
  if (negativeRun >= 2 && repairInRun) repairedConflicts++;

  const written = messages.length;
  const positive = sides.me.positive + sides.contact.positive;
  const negative = sides.me.negative + sides.contact.negative;
  const half = Math.floor(tones.length / 2);
  const mean = (xs: number[]) => (xs.length > 0 ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const drift = mean(tones.slice(half)) - mean(tones.slice(0, half));
  const averageTone = mean(tones);
  const coverage = written > 0 ? covered / written : 0;

  const markerBalance =
    positiveMarkers.reduce((n, k) => n + sides.me.markers[k] + sides.contact.markers[k], 0) -
    negativeMarkers.reduce((n, k) => n + sides.me.markers[k] + sides.contact.markers[k], 0);
  const agree = Math.sign(markerBalance) === 0 || Math.sign(averageTone) === 0 || Math.sign(markerBalance) === Math.sign(averageTone);
  const bothSides = sides.me.messages >= 3 && sides.contact.messages >= 3;
  const confidence =
    written < messageFloor
      ? 0
      : Math.round(
          10 *
            Math.min(1, Math.sqrt(written / fullVolume)) *
            (0.6 + 0.4 * coverage) *
            (locale ? 1 : 0.7) *
            (bothSides ? 1 : 0.6) *
            (agree ? 1 : 0.8),
        );

  const most = <K extends string>(counts: Record<K, number>) =>
    (Object.entries(counts) as [K, number][]).reduce((a, b) => (b[1] > a[1] ? b : a))[0];

  return {
    me: finish(sides.me),
    contact: finish(sides.contact),
    written,
    firstAt: messages[0]?.at ?? 0,
    lastAt: messages.at(-1)?.at ?? 0,
    sessions,
    longestPauseMs,
    sharedLaughter,
    conflicts,
    repairedConflicts,
    silencesAfterTension,
    positiveRatio: negative > 0 ? positive / negative : null,
    averageTone,
    trend: drift > 0.1 ? 'warming' : drift < -0.1 ? 'cooling' : 'steady',
    busiestPart: most(parts),
    busiestWeekday: weekdays.indexOf(Math.max(...weekdays)),
    themes: themeKinds
      .flatMap((kind) => {
        const seen = themes.get(kind);
        return seen ? [{ kind, ...seen }] : [];
      })
      .sort((a, b) => b.count - a.count),
    evidence: pickEvidence(candidates, 6),
    locale,
    coverage,
    confidence: Math.max(0, Math.min(10, confidence)),
    enough: written >= messageFloor,
  };
}
