import { median } from 'simple-statistics';
import { isTense, isWarm, type ReadMessage } from './read-messages.ts';

/**
 * A new conversation starts after this much silence: who writes first then "initiated" it, and a message
 * later than this is not a reply. Chat analysers disagree on the threshold; six hours keeps an evening
 * apart from the next morning.
 */
export const sessionGapMs = 6 * 3_600_000;
/**
 * An answer to a question or a bid counts as a reply up to this long after it: 'ok' eleven hours after 'Can we
 * talk tonight?' is a late reply (the drifting couple's signal), not a new conversation.
 */
export const replyWindowMs = 24 * 3_600_000;

/** Whether `m` opens a new conversation: after `sessionGapMs` of silence, unless it answers the other's waiting bid. */
export function opensConversation(m: ReadMessage, before: ReadMessage | undefined): boolean {
  if (!before) return true;
  const gap = m.at - before.at;
  if (gap <= sessionGapMs) return false;
  const lateReply = before.fromMe !== m.fromMe && gap <= replyWindowMs && (before.question || before.acts.has('bid'));
  return !lateReply;
}

/** Whether `m` answers the message before it: the other side, in the same conversation or late to a waiting bid. */
const repliesTo = (m: ReadMessage, before: ReadMessage | undefined): before is ReadMessage =>
  before !== undefined && before.fromMe !== m.fromMe && !opensConversation(m, before);

/** One person opening this share of the conversations is the one who reaches out; below it, it is shared. */
export const initiatorShare = 0.65;

/** One side's part of a stretch of the conversation. */
export interface SideStretch {
  messages: number;
  /** Median words per message. */
  words: number;
  /** Median time to answer the other, in ms (null without a reply). */
  replyMs: number | null;
  /** Replies that carry no engagement ('ok', 'k'), as a share of this side's replies. */
  flatShare: number;
  /** Of the other side's bids and questions, the share this side answered in time and not flatly. */
  answeredShare: number | null;
  initiations: number;
  warmShare: number;
  tenseShare: number;
}

export interface Stretch {
  me: SideStretch;
  contact: SideStretch;
  /** Mean tone of its messages. */
  tone: number;
}

export interface SideDynamics extends SideStretch {
  name: string;
  wordsTotal: number;
  questions: number;
  /** Bids (questions, shares, affection, invitations) this side made, and how many the other answered. */
  bidsMade: number;
  bidsAnswered: number;
  p90ReplyMs: number | null;
}

export interface Dynamics {
  me: SideDynamics;
  contact: SideDynamics;
  sessions: number;
  longestPauseMs: number;
  /** Who reaches out: the side opening at least `initiatorShare` of the conversations, else balanced. */
  initiator: 'me' | 'contact' | 'balanced';
  /** The first and last thirds of the written messages, side by side. */
  first: Stretch;
  last: Stretch;
  trend: 'warming' | 'steady' | 'cooling' | 'unknown';
  /** How much each change moved the trend (positive is warmer): for the readings to say why. */
  trendWhy: { tone: number; replies: number; length: number; flat: number; answered: number; score: number };
  /** Sessions in which both laughed. */
  sharedLaughter: number;
}

const isBid = (m: ReadMessage) => m.question || m.acts.has('bid') || m.acts.has('affection') || m.acts.has('goodNews');

interface Turn {
  fromMe: boolean;
  lastAt: number;
  bid: boolean;
}

/** The first message after `index` written by the `fromMe` side, if any. */
export function nextFrom(all: readonly ReadMessage[], index: number, fromMe: boolean): ReadMessage | undefined {
  for (let i = index + 1; i < all.length; i++) if (all[i]!.fromMe === fromMe) return all[i];
  return undefined;
}

/** Counts of one side over a range of messages. */
function sideOf(read: readonly ReadMessage[], fromMe: boolean, all: readonly ReadMessage[]): SideStretch {
  const own = read.filter((m) => m.fromMe === fromMe);
  const replies: number[] = [];
  let flatReplies = 0;
  let answerable = 0;
  let answered = 0;
  let initiations = 0;
  for (const m of read) {
    const before = all[m.index - 1];
    if (m.fromMe === fromMe && opensConversation(m, before)) initiations++;
    if (m.fromMe !== fromMe || !repliesTo(m, before)) continue;
    replies.push(m.at - before.at);
    if (m.flat) flatReplies++;
  }
  // The other's bids and questions: answered when this side replied in the same conversation, not flatly.
  for (const m of read) {
    if (m.fromMe === fromMe || !isBid(m)) continue;
    answerable++;
    const reply = nextFrom(all, m.index, fromMe);
    if (reply && reply.at - m.at <= replyWindowMs && !reply.flat && !reply.atOdds) answered++;
  }
  const median_ = (xs: number[]) => (xs.length > 0 ? median(xs) : null);
  return {
    messages: own.length,
    words: median_(own.map((m) => m.words)) ?? 0,
    replyMs: median_(replies),
    flatShare: replies.length > 0 ? flatReplies / replies.length : 0,
    answeredShare: answerable > 0 ? answered / answerable : null,
    initiations,
    warmShare: own.length > 0 ? own.filter(isWarm).length / own.length : 0,
    tenseShare: own.length > 0 ? own.filter(isTense).length / own.length : 0,
  };
}

function stretchOf(read: readonly ReadMessage[], all: readonly ReadMessage[]): Stretch {
  const tones = read.map((m) => m.tone);
  return {
    me: sideOf(read, true, all),
    contact: sideOf(read, false, all),
    tone: tones.length > 0 ? tones.reduce((a, b) => a + b, 0) / tones.length : 0,
  };
}

const log2 = (ms: number | null) => Math.log2(Math.max(1, (ms ?? 0) / 60_000));

/**
 * Warming, steady or cooling, from the first third to the last: not a lexicon average but what a reader of
 * the relationship would look at — the tone, and for each side how fast and how fully it answers, how often
 * with one flat word, and how many of the other's bids it meets. The side whose engagement moved most
 * decides (a drifting partner cools a chat even while the other stays warm).
 */
function trendOf(first: Stretch, last: Stretch, written: number, spanMs: number, work: boolean): Pick<Dynamics, 'trend' | 'trendWhy'> {
  const change = (side: 'me' | 'contact') => {
    const a = first[side];
    const b = last[side];
    return {
      replies: -(log2(b.replyMs) - log2(a.replyMs)) * 0.12,
      length: (Math.log2(1 + b.words) - Math.log2(1 + a.words)) * 0.35,
      flat: -(b.flatShare - a.flatShare) * 0.9,
      answered: a.answeredShare !== null && b.answeredShare !== null ? (b.answeredShare - a.answeredShare) * 0.6 : 0,
      warm: (b.warmShare - a.warmShare) * 0.6 - (b.tenseShare - a.tenseShare) * 0.6,
    };
  };
  const sum = (c: ReturnType<typeof change>) => c.replies + c.length + c.flat + c.answered + c.warm;
  const [mine, theirs] = [change('me'), change('contact')];
  const moved = Math.abs(sum(mine)) >= Math.abs(sum(theirs)) ? mine : theirs;
  const tone = (last.tone - first.tone) * 1.2;
  const score = tone + (sum(mine) + sum(theirs)) / 2 + (sum(moved) - (sum(mine) + sum(theirs)) / 2) * 0.6;
  const trendWhy = { tone, replies: moved.replies, length: moved.length, flat: moved.flat, answered: moved.answered, score };
  if (written < 20 || spanMs < 3 * 86_400_000) return { trend: 'unknown', trendWhy };
  // A direction needs a clear score and at least two measures agreeing; between colleagues or a shop and its
  // client, shorter or slower messages are business, so only the tone and the answers count there.
  const measures = work ? [tone, moved.answered] : [tone, moved.replies, moved.length, moved.flat, moved.answered];
  const agreeing = (sign: 1 | -1) => measures.filter((x) => x * sign >= 0.15).length;
  const scored = work ? tone + moved.answered : score;
  const trend =
    scored >= 0.6 && agreeing(1) >= (work ? 1 : 2) ? 'warming' : scored <= -0.6 && agreeing(-1) >= (work ? 1 : 2) ? 'cooling' : 'steady';
  return { trend, trendWhy };
}

/** Who opens, who answers and how, and how that changes from the first third of the messages to the last. */
export function dynamicsOf(read: readonly ReadMessage[], names: { me: string; contact: string }, work = false): Dynamics {
  let sessions = 0;
  let longestPauseMs = 0;
  let sharedLaughter = 0;
  let laughed = { me: false, contact: false };
  const counts = {
    me: { questions: 0, bidsMade: 0, bidsAnswered: 0, wordsTotal: 0, replies: [] as number[] },
    contact: { questions: 0, bidsMade: 0, bidsAnswered: 0, wordsTotal: 0, replies: [] as number[] },
  };
  let turn: Turn | null = null;
  for (const m of read) {
    const side = m.fromMe ? counts.me : counts.contact;
    const other = m.fromMe ? counts.contact : counts.me;
    const previous = read[m.index - 1];
    if (previous) longestPauseMs = Math.max(longestPauseMs, m.at - previous.at);
    if (opensConversation(m, previous)) {
      if (laughed.me && laughed.contact) sharedLaughter++;
      laughed = { me: false, contact: false };
      sessions++;
      turn = null;
    }
    if (m.acts.has('laughter') && !m.sarcasm) laughed[m.fromMe ? 'me' : 'contact'] = true;
    side.wordsTotal += m.words;
    if (m.question) side.questions++;
    if (!turn || turn.fromMe !== m.fromMe) {
      if (turn) {
        side.replies.push(m.at - turn.lastAt);
        if (turn.bid && !m.flat && !m.atOdds) other.bidsAnswered++;
      }
      turn = { fromMe: m.fromMe, lastAt: m.at, bid: false };
    }
    turn.lastAt = m.at;
    if (isBid(m) && !turn.bid) {
      turn.bid = true;
      side.bidsMade++;
    }
  }
  if (laughed.me && laughed.contact) sharedLaughter++;

  const third = Math.max(1, Math.floor(read.length / 3));
  const first = stretchOf(read.slice(0, third), read);
  const last = stretchOf(read.slice(read.length - third), read);
  const whole = stretchOf(read, read);
  const p90 = (xs: number[]) => (xs.length > 0 ? [...xs].sort((a, b) => a - b)[Math.floor(0.9 * (xs.length - 1))]! : null);
  const side = (which: 'me' | 'contact'): SideDynamics => {
    const { replies, ...c } = counts[which];
    return { name: names[which], ...whole[which], ...c, p90ReplyMs: p90(replies) };
  };
  const me = side('me');
  const contact = side('contact');
  const opened = me.initiations + contact.initiations;
  const initiator =
    opened >= 2 && me.initiations / opened >= initiatorShare
      ? 'me'
      : opened >= 2 && contact.initiations / opened >= initiatorShare
        ? 'contact'
        : 'balanced';
  const spanMs = read.length > 0 ? read.at(-1)!.at - read[0]!.at : 0;
  return {
    me,
    contact,
    sessions,
    longestPauseMs,
    initiator,
    first,
    last,
    sharedLaughter,
    ...trendOf(first, last, read.length, spanMs, work),
  };
}
