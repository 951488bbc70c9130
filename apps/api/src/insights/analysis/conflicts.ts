import { nextFrom, sessionGapMs } from './dynamics.ts';
import { isWarm, type ReadMessage } from './read-messages.ts';

/** A tense stretch between the two, and whether (and by whom, with which words) it was repaired. */
export interface Conflict {
  /** The message that opened it, verbatim. */
  start: ReadMessage;
  /** Every message of the stretch at odds with the other. */
  messages: ReadMessage[];
  repaired: boolean;
  /** The message that repaired it: an apology that owns something, or a de-escalation the other took up. */
  repair: ReadMessage | null;
  /** Hours of silence right after it, when there were (stonewalling's lexical trace). */
  silenceAfterMs: number;
}

/** Messages of one stretch lie at most this far apart. */
const withinMessages = 4;
/** A repair comes at most this long after the stretch (the next morning's 'I was short with you' counts). */
const repairWithinMs = 48 * 3_600_000;

/**
 * Tense stretches found by sequence, not by keyword alone: messages at odds with the other (criticism,
 * complaint, hurt, contempt, sarcasm, a guilt trip, a cold dismissal) close together, at least two of them,
 * or one answered by silence or a flat word. A repair is what follows and de-escalates it: an apology that
 * owns something ('I was short with you'), or a de-escalation the other answers warmly. An excuse ('something
 * came up') is not one, nor sympathy about a third thing.
 */
export function conflictsOf(read: readonly ReadMessage[]): Conflict[] {
  const found: Conflict[] = [];
  let i = 0;
  while (i < read.length) {
    const start = read[i]!;
    if (!start.atOdds) {
      i++;
      continue;
    }
    const messages = [start];
    let end = i;
    for (let j = i + 1; j < read.length && j - end <= withinMessages; j++) {
      const m = read[j]!;
      if (m.at - read[end]!.at > sessionGapMs && !m.atOdds) break;
      if (m.apology) break;
      if (m.atOdds) {
        messages.push(m);
        end = j;
      }
    }
    const after = read[end + 1];
    const answeredColdly = after !== undefined && (after.flat || after.at - read[end]!.at > sessionGapMs);
    const strong = start.acts.has('criticism') || start.acts.has('contempt') || start.sarcasm || start.acts.has('complaint');
    if (messages.length >= 2 || (strong && (answeredColdly || after === undefined))) {
      const repair = repairOf(read, end);
      found.push({
        start,
        messages,
        repaired: repair !== null,
        repair,
        silenceAfterMs: after && after.at - read[end]!.at > sessionGapMs ? after.at - read[end]!.at : 0,
      });
      i = repair ? Math.max(end + 1, repair.index + 1) : end + 1;
    } else i = end + 1;
  }
  return found;
}

/** The message that repairs the stretch ending at `end`, if one comes in time. */
function repairOf(read: readonly ReadMessage[], end: number): ReadMessage | null {
  const endedAt = read[end]!.at;
  for (let k = end + 1; k < read.length && read[k]!.at - endedAt <= repairWithinMs; k++) {
    const m = read[k]!;
    if (m.apology && !m.excuse) return m;
    if (m.acts.has('deescalation') && !m.atOdds) {
      // A de-escalation counts when the other answers it warmly, not with another jab.
      const answer = nextFrom(read, k, !m.fromMe);
      if (answer && !answer.atOdds && (isWarm(answer) || answer.apology)) return m;
    }
    // A new tense stretch before any repair: this one was left as it was.
    if (m.atOdds && k > end + withinMessages) return null;
  }
  return null;
}
