import { conversationFacts } from '../analysis/conversation-facts.ts';
import { knownKind, memoryFactsOf } from '../analysis/memory.ts';
import type { ContactConversation, InsightEngine, InsightRequest, InsightSet } from '../insight-engine.ts';
import { loopedReading } from './looped-reading.ts';
import { oracleReading } from './oracle-reading.ts';
import { eventsOf, traitsOf } from './profile.ts';
import { readingContext, type ReadingContext } from './reading-context.ts';
import { wisdomReading } from './wisdom-reading.ts';

/**
 * The default engine: no network, no key, the same readings for the same messages. Facts are computed
 * once per conversation; every sentence is rendered from them in the companion language.
 */
export function createOfflineEngine(): InsightEngine {
  return {
    name: 'offline',
    async generate(request: InsightRequest): Promise<InsightSet> {
      const contexts = new Map<string, ReadingContext>();
      const contextOf = async (conversation: ContactConversation) => {
        let context = contexts.get(conversation.contactId);
        if (!context) {
          const contact = conversation.contactName?.trim() || `+${conversation.contactId.split('@')[0]}`;
          const names = { me: request.userName, contact };
          const facts = await conversationFacts({
            messages: conversation.messages,
            ...names,
            contactName: conversation.contactName,
            timeZone: request.timeZone,
            knownKind: knownKind(conversation.history),
          });
          contexts.set(
            conversation.contactId,
            (context = readingContext(facts, request.language, names, request.timeZone, conversation.history)),
          );
        }
        return context;
      };

      const set: InsightSet = { wisdom: [], looped: [], astrology: [], traits: [], events: [] };
      for (const conversation of request.wisdom?.conversations ?? []) {
        const c = await contextOf(conversation);
        set.wisdom.push({ contactId: conversation.contactId, insights: request.wisdom!.wisdoms.map((w) => wisdomReading(c, w)) });
      }
      if (request.looped) {
        const { conversation } = request.looped;
        set.looped.push({ contactId: conversation.contactId, insight: loopedReading(await contextOf(conversation)) });
      }
      for (const conversation of request.astrology?.conversations ?? []) {
        const c = await contextOf(conversation);
        const insight = oracleReading(c, { birth: request.astrology!.birth, companionWisdom: request.companionWisdom, at: request.at });
        set.astrology.push({ contactId: conversation.contactId, insight });
      }
      const all = [...contexts.values()];
      set.memory = [...contexts]
        .filter(([, c]) => c.facts.enough)
        .map(([contactId, c]) => ({ contactId, facts: { ...memoryFactsOf(c.facts), sent: [...c.sent] } }));
      set.traits = [...new Set(all.flatMap(traitsOf))];
      set.events = all.flatMap(eventsOf);
      return set;
    },
  };
}
