import type { CompanionLanguage } from '@app/shared/catalogue';
import type { LoopedInsight, OracleInsight, ScheduledAstrologyForm, WisdomInsight } from '@app/shared/contracts';

/** The longest message text the server keeps (buffered or in memory): a reading needs no more of one message. */
export const messageTextLimit = 4_000;

/** A message's text as the server keeps it. */
export const keptText = (text: string) => (text.length > messageTextLimit ? text.slice(0, messageTextLimit) : text);

/** One message of a conversation, as an engine reads it. */
export interface ChatMessage {
  fromMe: boolean;
  text: string;
  /** Epoch ms. */
  at: number;
}

export interface ContactConversation {
  contactId: string;
  contactName: string | null;
  messages: ChatMessage[];
  /** What earlier readings of this schedule concluded about this contact, newest first (facts only, no chat). */
  history?: RelationshipMemory[];
}

/**
 * What one reading concluded about a conversation, kept (sealed) per schedule and contact so the next can say
 * what changed: counts and labels, never a word of the chat.
 */
export interface MemoryFacts {
  written: number;
  sessions: number;
  opened: { me: number; contact: number };
  /** Median reply times, ms (null without replies). */
  replyMs: { me: number | null; contact: number | null };
  tone: string;
  trend: string;
  conflicts: number;
  repaired: number;
  /** When the latest tense stretch began (epoch ms), if there was one. */
  lastConflictAt: number | null;
  /** Who the two were to each other (partner, family, friend, work, unknown). */
  relationship?: string;
  /** The phrasings this reading sent ('slot=option', at most a few hundred): the next ten readings take others. */
  sent?: string[];
  /** Earlier readings kept one phrasing per slot ('a', 'b' or 'c'); read as `sent`. */
  phrasings?: Record<string, string>;
}

export interface RelationshipMemory {
  /** When the reading was made (epoch ms). */
  at: number;
  facts: MemoryFacts;
}

/** Everything one run asks of an engine: data in, insights out (no socket, HTTP or database). */
export interface InsightRequest {
  userName: string;
  language: CompanionLanguage;
  /** The account's companion wisdom, whose voice the readings take; null for none. */
  companionWisdom: string | null;
  /** When the reading is made (epoch ms): dates and the Oracle's day come from it. */
  at: number;
  /** The reader's zone, for the hours and dates a reading names. */
  timeZone: string;
  wisdom: { wisdoms: string[]; conversations: ContactConversation[] } | null;
  looped: { conversation: ContactConversation } | null;
  astrology: { birth: ScheduledAstrologyForm; conversations: ContactConversation[] } | null;
  /** Whose reading it is: a model's daily budget is counted per account. */
  userId?: string;
  /** The run's deadline: once aborted, nothing more is asked of a model (the offline readings stand). */
  signal?: AbortSignal;
}

export interface InsightSet {
  wisdom: { contactId: string; insights: WisdomInsight[] }[];
  looped: { contactId: string; insight: LoopedInsight }[];
  astrology: { contactId: string; insight: OracleInsight }[];
  /** Personality traits and user events found in the messages, for the jobs page. */
  traits: string[];
  events: string[];
  /** What went differently than asked (an LLM answer refused, the offline reading used), kept on the run. */
  notes?: string[];
  /** What to remember of each conversation for the next reading (no chat text). */
  memory?: { contactId: string; facts: MemoryFacts }[];
}

export interface InsightEngine {
  readonly name: string;
  generate(request: InsightRequest): Promise<InsightSet>;
}

/** Why a run failed, in words the user reads on the jobs page. */
export class InsightEngineError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'InsightEngineError';
  }
}

export const engineUnavailable = 'insight engine not available';

/** The engine until the insight engine lands: every run that has enough messages fails, and says why. */
export const unavailableEngine: InsightEngine = {
  name: 'none',
  generate: () => Promise.reject(new InsightEngineError(engineUnavailable)),
};
