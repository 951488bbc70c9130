import type { ChatMessage } from '../insight-engine.ts';
import type { ChatLocale } from './language.ts';
import { actKinds, lexiconFor, type ActKind, type CompiledLexicon } from './lexicon/index.ts';
import { lexicalTone } from './sentiment.ts';

/** A message as the analysis reads it: what it does in its place in the conversation, and how it sounds there. */
export interface ReadMessage {
  index: number;
  fromMe: boolean;
  text: string;
  at: number;
  words: number;
  question: boolean;
  acts: ReadonlySet<ActKind>;
  /** The lexicon's score, −1 … 1: one input among several. */
  lexical: number;
  /** A reply that carries no engagement ('ok', 'k', 'fine', 'vale', 'tá', 'oke', 'تمام'). */
  flat: boolean;
  /** An apology that owns something, or a bare 'sorry' inside a tense stretch. */
  apology: boolean;
  /** Explaining an absence away: not a repair. */
  excuse: boolean;
  /** Sorry about a third thing, or support: not an apology, not friction. */
  sympathy: boolean;
  /** Praise around a grievance, or a laugh after a complaint. */
  sarcasm: boolean;
  /** Hurt withdrawn ('It's fine. I won't say anything anymore.'). */
  guiltTrip: boolean;
  warmThanks: boolean;
  curtThanks: boolean;
  /** The two at odds with each other: criticism, complaint, hurt, contempt, sarcasm, a guilt trip, a cold dismissal. */
  atOdds: boolean;
  /** −1 … 1 in context: the lexicon, corrected by what the message does. */
  tone: number;
}

const questionMark = /[?؟¿]/u;
const emojiWarm = /[❤💕💖💗😍🥰😘🤗😊☺🙂😁😃😀🥹💛💚💙💜🧡🫶👏🙏🎉🥳✨🌷🌹]/u;
const punctuation = /[\p{P}\p{S}]+/gu;

const normalise = (text: string) => text.toLowerCase().replace(punctuation, ' ').replace(/\s+/gu, ' ').trim();
const wordCount = (text: string) => text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Every message's acts, one kind at a time over all messages (a pattern stays hot while it runs). */
function actsOf(messages: readonly ChatMessage[], lexicon: CompiledLexicon): Set<ActKind>[] {
  const found = messages.map(() => new Set<ActKind>());
  for (const kind of actKinds) {
    const pattern = lexicon.acts[kind];
    for (let i = 0; i < messages.length; i++) if (pattern.test(messages[i]!.text)) found[i]!.add(kind);
  }
  return found;
}

/** What each act adds to a message's tone, whatever the lexicon scored ('I miss you' is warm, 'whatever' is not). */
const actTone: Partial<Record<ActKind, number>> = {
  affection: 0.45,
  loveDeclaration: 0.25,
  petName: 0.15,
  congratulation: 0.5,
  goodNews: 0.35,
  joy: 0.35,
  laughter: 0.25,
  sympathy: 0.4,
  deescalation: 0.2,
  bid: 0.1,
  stress: -0.15,
  sadness: -0.3,
  gladYes: 0.35,
  cancel: -0.1,
};

/**
 * Reads every written message in its place: a lexicon's sentiment is one input; what the words are doing
 * decides (an apology owns something, an excuse explains an absence, sympathy is about a third thing; 'ok'
 * answering a long message is not warmth; 'great' next to a grievance is not praise).
 */
export async function readMessages(messages: readonly ChatMessage[], locale: ChatLocale): Promise<ReadMessage[]> {
  const lexicon = lexiconFor(locale);
  const allActs = actsOf(messages, lexicon);
  const read: ReadMessage[] = [];
  for (const [index, m] of messages.entries()) {
    const acts = allActs[index]!;
    const words = wordCount(m.text);
    const lexical = await lexicalTone(m.text, locale);
    const previous = read.at(-1);
    const fromOther = previous && previous.fromMe !== m.fromMe ? previous : undefined;
    const recentOther = read.slice(-4).filter((r) => r.fromMe !== m.fromMe);
    const tenseBefore = read.slice(-6).some((r) => r.atOdds);
    const normalised = normalise(m.text);
    const hasWarmEmoji = emojiWarm.test(m.text);

    const flatWords = lexicon.flat.has(normalised) || (acts.has('dismissal') && words <= 4);
    const flat = flatWords && !hasWarmEmoji && !acts.has('laughter') && !acts.has('gratitude') && words <= 4;
    const sympathy = acts.has('sympathy') && !acts.has('apology');
    const excuse = acts.has('excuse') && !acts.has('apology');
    const apology =
      acts.has('apology') ||
      (acts.has('sorryWord') && !sympathy && !excuse && !acts.has('defensiveness') && (tenseBefore || recentOther.some((r) => r.atOdds)));
    const letDown = recentOther.some((r) => r.excuse || r.acts.has('cancel'));
    const grievance = acts.has('grievance');
    const sarcasm =
      !sympathy &&
      ((acts.has('praise') && grievance) ||
        // Laughing along with the other's laugh ('haha of course he did' after a 😂) is a shared joke, not a jab.
        (acts.has('laughter') && grievance && words > 3 && !recentOther.some((r) => r.acts.has('laughter'))) ||
        (acts.has('praise') && letDown && (acts.has('laughter') || /\.\.\.|…/u.test(m.text))));
    const guiltTrip =
      acts.has('guiltTrip') &&
      words <= 20 &&
      !acts.has('laughter') &&
      !acts.has('joy') &&
      !acts.has('gratitude') &&
      !acts.has('affection') &&
      (words > 2 || tenseBefore || letDown);
    const gratitude = acts.has('gratitude');
    const curtThanks = gratitude && words <= 3 && !acts.has('gratitudeWarmth') && !hasWarmEmoji && !acts.has('affection');
    const warmThanks = gratitude && !curtThanks;
    const contempt = acts.has('contempt') && !sympathy;
    const hurt = acts.has('hurt') && lexical <= 0.1 && !sympathy;
    const dismissal =
      acts.has('dismissal') &&
      words <= 4 &&
      fromOther !== undefined &&
      (fromOther.atOdds || fromOther.acts.has('bid') || fromOther.question);
    // 'Work? In Ramadan? At six?': an excuse thrown back as questions is a challenge, not curiosity.
    const challenge = letDown && (m.text.match(/[?؟]/gu)?.length ?? 0) >= 2 && !acts.has('gratitude');
    const atOdds =
      !sympathy &&
      !apology &&
      (challenge ||
        acts.has('criticism') ||
        contempt ||
        acts.has('complaint') ||
        acts.has('defensiveness') ||
        hurt ||
        sarcasm ||
        guiltTrip ||
        dismissal);

    let tone = lexical * 0.5;
    for (const act of acts) tone += actTone[act] ?? 0;
    if (acts.has('laughter') && sarcasm) tone -= actTone.laughter!;
    if (warmThanks) tone += 0.45;
    if (curtThanks) tone += 0.05;
    if (apology) tone += 0.3;
    if (excuse) tone -= 0.1;
    if (acts.has('criticism') || contempt) tone -= 0.7;
    else if (atOdds) tone -= 0.55;
    // 'ok' to a long message, a question or a bid says little, and says it coldly.
    if (flat) tone = fromOther && (fromOther.words >= 6 || fromOther.question || fromOther.acts.has('bid')) ? -0.2 : Math.min(tone, 0);
    if (hasWarmEmoji && !atOdds) tone += 0.15;

    read.push({
      index,
      fromMe: m.fromMe,
      text: m.text,
      at: m.at,
      words,
      question: questionMark.test(m.text),
      acts,
      lexical,
      flat,
      apology,
      excuse,
      sympathy,
      sarcasm,
      guiltTrip,
      warmThanks,
      curtThanks,
      atOdds,
      tone: Math.max(-1, Math.min(1, tone)),
    });
  }
  return read;
}

/** A message that sounds warm in its place. */
export const isWarm = (m: ReadMessage) => m.tone >= 0.25 && !m.atOdds;
/** A message at odds with the other, or plainly negative. */
export const isTense = (m: ReadMessage) => m.atOdds || m.tone <= -0.35;
