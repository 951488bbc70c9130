/**
 * What a message does, as short literal phrases per language (regular-expression fragments, our own lists,
 * versioned with the code). A lexicon's sentiment is one input; these say what the words are *doing*: an
 * apology that owns something, an excuse, sympathy about a third thing, congratulations, a curt reply.
 */
export const actKinds = [
  /** Thanks of any kind. */
  'gratitude',
  /** What makes thanks warm rather than curt: 'so much', 'you're the best'. */
  'gratitudeWarmth',
  'affection',
  /** 'I love you', 'te amo': said between partners (and to family). */
  'loveDeclaration',
  /** Pet names partners use: 'babe', 'mi amor', 'sayang'. */
  'petName',
  /** Terms of address for family: 'mum', 'mãe', 'أمي', 'nak'. */
  'familyAddress',
  /** Terms of address friends use: 'mate', 'dude', 'amiga', 'mec'. */
  'friendAddress',
  /** Reaching out for attention or connection: 'can we talk', 'guess what', 'call me'. */
  'bid',
  /** An apology that owns something: 'I was short with you', 'that's on me', 'exagerei'. */
  'apology',
  /** The bare word: 'sorry', 'perdón', 'maaf' (an apology, an excuse or sympathy, by what follows). */
  'sorryWord',
  /** Explaining an absence away: 'something came up', 'my phone died'. */
  'excuse',
  /** Sorry about a third thing, support: 'sorry about the interview', 'hope you feel better'. */
  'sympathy',
  'congratulation',
  /** The writer's own good news: 'I got the job'. */
  'goodNews',
  'laughter',
  /** Praise words that turn sarcastic next to a grievance: 'great', 'nice to know'. */
  'praise',
  /** What marks a grievance: 'as always', 'come after', 'again'. */
  'grievance',
  /** Hurt withdrawn: 'It's fine. I won't say anything anymore.' */
  'guiltTrip',
  'criticism',
  'contempt',
  'defensiveness',
  /** Blame for something done or not done: 'you forgot', 'you promised', 'I waited'. */
  'complaint',
  /** Hurt said plainly: 'I feel like a priority never', 'that hurt'. */
  'hurt',
  /** A reply that ends the exchange: 'whatever', 'do what you want' (only as a short reply). */
  'dismissal',
  'stress',
  /** Sadness said plainly: 'I'm so sad', 'estoy muy triste'. Not friction: a feeling. */
  'sadness',
  'joy',
  /** A glad yes: 'of course!', 'claro que sí', 'com certeza', 'avec plaisir'. */
  'gladYes',
  /** Arrangements, orders and money: invoices, quotes, bookings, addresses, payments. */
  'logistics',
  /** Formal address: 'Dear', 'Mr', 'usted', 'vous', 'Bapak', 'حضرتك'. */
  'formal',
  /** Work: a meeting, the client, a deadline. */
  'work',
  /** Calling something off: 'can't make it', 'have to cancel'. */
  'cancel',
  /** Taking the heat out: 'let's talk later calmly', 'it's ok', 'I understand'. */
  'deescalation',
] as const;
export type ActKind = (typeof actKinds)[number];

export interface Lexicon {
  acts: Partial<Record<ActKind, string[]>>;
  /** Whole replies that carry no engagement: 'ok', 'k', 'fine', 'vale', 'tá', 'oke', 'تمام'. */
  flat: string[];
  /** Words too common in chats to name a topic ('today', 'haha', 'good'), beyond the stopword list. */
  chatWords: string[];
  /** Words that may start a topic's name: 'the', 'my', 'la', 'o', 'le' ('the interview'). */
  determiners: string[];
}

/**
 * One pattern for a list of phrases: words must not run into letters on either side (accents and Arabic
 * included); emoji and symbols stand alone. The word boundaries are written once around all the words, not
 * around each: one lookbehind instead of hundreds keeps compiling and matching fast.
 */
export function compilePhrases(phrases: readonly string[]): RegExp {
  const words = phrases.filter((p) => /^[\p{L}\p{N}(]/u.test(p));
  const others = phrases.filter((p) => !/^[\p{L}\p{N}(]/u.test(p));
  const alternatives = [...(words.length > 0 ? [`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`] : []), ...others];
  return new RegExp(alternatives.length > 0 ? alternatives.join('|') : '(?!)', 'iu');
}
