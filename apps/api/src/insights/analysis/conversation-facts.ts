import type { ChatMessage } from '../insight-engine.ts';
import { conflictsOf, type Conflict } from './conflicts.ts';
import { dynamicsOf, nextFrom, type Dynamics, type SideDynamics, type Stretch } from './dynamics.ts';
import { pickEvidence, type Evidence } from './evidence.ts';
import { chatLocale, type ChatLocale } from './language.ts';
import { isTense, isWarm, readMessages, type ReadMessage } from './read-messages.ts';
import { relationshipOf, type RelationshipKind, type RelationshipReading } from './relationship-kind.ts';
import { dayPartOf, dayParts, localClock, type DayPart } from './rhythm.ts';
import { lineKind } from './system-lines.ts';
import { topicsOf, type Topic } from './topics.ts';

/** Below this many messages a window is read in the light of what the earlier readings agreed on. */
const shortWindow = 30;

export { sessionGapMs } from './dynamics.ts';

/** Below this many written messages a reading would be guesswork: the engine says 'not enough data'. */
export const messageFloor = 5;
/** Confidence saturates at this many messages. */
const fullVolume = 200;

export type ToneLabel = 'warm' | 'mixed' | 'tense' | 'flat';

export interface ToneReading {
  label: ToneLabel;
  warmShare: number;
  tenseShare: number;
  flatShare: number;
}

/** Messages that did something a reading may name, verbatim. */
export interface Moments {
  goodNews: ReadMessage[];
  congratulations: ReadMessage[];
  sympathy: ReadMessage[];
  excuses: ReadMessage[];
  sarcasm: ReadMessage[];
  guiltTrips: ReadMessage[];
  warmThanks: ReadMessage[];
  curtThanks: ReadMessage[];
  affection: ReadMessage[];
  stress: ReadMessage[];
  /** Bids and questions the other side left unanswered or answered with one flat word. */
  missedBids: ReadMessage[];
  flatReplies: ReadMessage[];
}

export interface ConversationFacts {
  me: SideDynamics;
  contact: SideDynamics;
  written: number;
  firstAt: number;
  lastAt: number;
  sessions: number;
  longestPauseMs: number;
  locale: ChatLocale | null;
  relationship: RelationshipReading;
  tone: ToneReading;
  trend: Dynamics['trend'];
  trendWhy: Dynamics['trendWhy'];
  first: Stretch;
  last: Stretch;
  initiator: Dynamics['initiator'];
  conflicts: Conflict[];
  /** What they talked about, in their words: across the whole period, and in its last third. */
  topics: Topic[];
  recentTopics: Topic[];
  moments: Moments;
  sharedLaughter: number;
  busiestPart: DayPart;
  busiestWeekday: number;
  evidence: Evidence[];
  /** Share of messages in which the lexicon or an act was found. */
  coverage: number;
  /** 0–10: data volume, coverage, language support, both sides present. */
  confidence: number;
  enough: boolean;
}

export interface FactsInput {
  messages: ChatMessage[];
  me: string;
  contact: string;
  /** The name the person saved the contact under, when it says who they are ('Mãe', 'Dave Plumbing'). */
  contactName?: string | null;
  timeZone: string;
  /** Who the two were to each other in the earlier readings, when they agreed (`memory.ts`'s `knownKind`). */
  knownKind?: RelationshipKind | null;
}

/**
 * The overall climate: warmth and tension both counted in context, flat when neither carries the chat.
 * Warmth must come from both sides: one person's warm messages answered with one flat word are not a warm
 * conversation (a drifting couple is never 'warm').
 */
function toneOf(read: readonly ReadMessage[], dynamics: Dynamics, conflicts: number): ToneReading {
  const n = Math.max(1, read.length);
  const warmShare = read.filter(isWarm).length / n;
  const tenseShare = read.filter(isTense).length / n;
  const flatShare = read.filter((m) => m.flat).length / n;
  const colderSide = dynamics.me.warmShare <= dynamics.contact.warmShare ? 'me' : 'contact';
  const colder = dynamics[colderSide];
  const lately = dynamics.last[colderSide];
  const oneSided = (colder.flatShare >= 0.3 && colder.warmShare < 0.2) || (dynamics.trend === 'cooling' && lately.flatShare >= 0.3);
  // A tense stretch in a warm chat makes it mixed, not warm; one in a one-sided chat too.
  const conflicted = conflicts > 0 && warmShare >= 0.2 && tenseShare < 0.12;
  const label: ToneLabel =
    (warmShare >= 0.2 && tenseShare >= 0.08 && warmShare / tenseShare < 3.5) || conflicted
      ? 'mixed'
      : tenseShare >= 0.12
        ? 'tense'
        : warmShare >= 0.2 && !oneSided
          ? 'warm'
          : 'flat';
  return { label, warmShare, tenseShare, flatShare };
}

function momentsOf(read: readonly ReadMessage[]): Moments {
  const missedBids = read.filter((m) => {
    if (!(m.question || m.acts.has('bid'))) return false;
    const reply = nextFrom(read, m.index, !m.fromMe);
    return !reply || reply.flat || reply.at - m.at > 12 * 3_600_000;
  });
  return {
    goodNews: read.filter((m) => m.acts.has('goodNews') && !m.acts.has('congratulation')),
    congratulations: read.filter((m) => m.acts.has('congratulation')),
    sympathy: read.filter((m) => m.sympathy),
    excuses: read.filter((m) => m.excuse),
    sarcasm: read.filter((m) => m.sarcasm),
    guiltTrips: read.filter((m) => m.guiltTrip),
    warmThanks: read.filter((m) => m.warmThanks),
    curtThanks: read.filter((m) => m.curtThanks),
    affection: read.filter((m) => (m.acts.has('affection') || m.acts.has('loveDeclaration')) && !m.atOdds),
    stress: read.filter((m) => m.acts.has('stress') && !m.atOdds),
    missedBids,
    flatReplies: read.filter((m) => m.flat),
  };
}

/**
 * What the engine concludes about a conversation before it writes a word: who the two are to each other,
 * how it sounds and how that is changing, who reaches out, the tense stretches and their repairs, and what
 * they talked about. Every reading grows out of these (ARCHITECTURE §20); `npm run insights -- --facts`
 * prints them.
 */
export async function conversationFacts({
  messages: all,
  me,
  contact,
  contactName,
  timeZone,
  knownKind,
}: FactsInput): Promise<ConversationFacts> {
  const messages = all.filter((m) => lineKind(m.text) === 'text').sort((a, b) => a.at - b.at);
  const detected = chatLocale(messages.map((m) => m.text));
  const locale = detected ?? 'en';
  const read = await readMessages(messages, locale);
  const found = relationshipOf(read, locale, contactName ?? contact);
  // A few messages say little about who the two are; the earlier readings' agreement weighs more then.
  const relationship =
    knownKind && knownKind !== found.kind && messages.length < shortWindow ? { kind: knownKind, cues: ['the earlier readings'] } : found;
  const dynamics = dynamicsOf(read, { me, contact }, relationship.kind === 'work');
  const clock = localClock(timeZone);
  const parts = Object.fromEntries(dayParts.map((p) => [p, 0])) as Record<DayPart, number>;
  const weekdays = new Array<number>(7).fill(0);
  for (const m of read) {
    const { hour, weekday } = clock(m.at);
    parts[dayPartOf(hour)]++;
    weekdays[weekday]!++;
  }
  const names = [me, contact, ...(contactName ? [contactName] : [])];
  const third = Math.max(1, Math.floor(read.length / 3));
  const conflicts = conflictsOf(read);
  const moments = momentsOf(read);
  const written = read.length;
  const covered = read.filter((m) => m.acts.size > 0 || Math.abs(m.lexical) > 0.05).length;
  const coverage = written > 0 ? covered / written : 0;
  const bothSides = dynamics.me.messages >= 3 && dynamics.contact.messages >= 3;
  const confidence =
    written < messageFloor
      ? 0
      : Math.round(
          10 * Math.min(1, Math.sqrt(written / fullVolume)) * (0.6 + 0.4 * coverage) * (detected ? 1 : 0.7) * (bothSides ? 1 : 0.6),
        );
  const most = <K extends string>(counts: Record<K, number>) =>
    (Object.entries(counts) as [K, number][]).reduce((a, b) => (b[1] > a[1] ? b : a))[0];

  return {
    me: dynamics.me,
    contact: dynamics.contact,
    written,
    firstAt: read[0]?.at ?? 0,
    lastAt: read.at(-1)?.at ?? 0,
    sessions: dynamics.sessions,
    longestPauseMs: dynamics.longestPauseMs,
    locale: detected,
    relationship,
    tone: toneOf(read, dynamics, conflicts.length),
    trend: dynamics.trend,
    trendWhy: dynamics.trendWhy,
    first: dynamics.first,
    last: dynamics.last,
    initiator: dynamics.initiator,
    conflicts,
    topics: topicsOf(read, locale, names),
    recentTopics: topicsOf(read.slice(read.length - third), locale, names, 3),
    moments,
    sharedLaughter: dynamics.sharedLaughter,
    busiestPart: most(parts),
    busiestWeekday: weekdays.indexOf(Math.max(...weekdays)),
    evidence: pickEvidence(read, conflicts, moments),
    coverage,
    confidence: Math.max(0, Math.min(10, confidence)),
    enough: written >= messageFloor,
  };
}
