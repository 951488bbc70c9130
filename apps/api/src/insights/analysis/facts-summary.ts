import { DateTime } from 'luxon';
import type { ConversationFacts } from './conversation-facts.ts';
import type { RelationshipKind } from './relationship-kind.ts';

/** The engine's conclusions about one conversation, as `npm run insights -- --facts` prints them. */
export interface FactsSummary {
  me: string;
  contact: string;
  language: string | null;
  messages: Record<string, number>;
  relationship: RelationshipKind;
  tone: ConversationFacts['tone']['label'];
  trend: ConversationFacts['trend'];
  initiator: string;
  conflicts: { at: string; quote: string; repaired: boolean; repairBy: string | null; repairQuote: string | null }[];
  topics: string[];
  /** Beyond the required shape: what decided the relationship, the topics of the last third, the time zone read in. */
  relationshipCues: string[];
  recentTopics: string[];
  timeZone: string;
}

export function factsSummary(f: ConversationFacts, names: { me: string; contact: string }, timeZone: string): FactsSummary {
  const who = (fromMe: boolean) => (fromMe ? names.me : names.contact);
  const at = (ms: number) =>
    DateTime.fromMillis(ms, { zone: timeZone }).toISO({ suppressMilliseconds: true }) ?? new Date(ms).toISOString();
  return {
    me: names.me,
    contact: names.contact,
    language: f.locale,
    messages: { [names.me]: f.me.messages, [names.contact]: f.contact.messages },
    relationship: f.relationship.kind,
    tone: f.tone.label,
    trend: f.trend,
    initiator: f.initiator === 'balanced' ? 'balanced' : names[f.initiator],
    conflicts: f.conflicts.map((c) => ({
      at: at(c.start.at),
      quote: c.start.text,
      repaired: c.repaired,
      repairBy: c.repair ? who(c.repair.fromMe) : null,
      repairQuote: c.repair?.text ?? null,
    })),
    topics: f.topics.map((t) => t.phrase),
    relationshipCues: f.relationship.cues,
    recentTopics: f.recentTopics.map((t) => t.phrase),
    timeZone,
  };
}
