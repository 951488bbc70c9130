import { untrustedChatRule, type ChatBlock } from '@app/shared/contracts';
import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '../insight-engine.ts';

/** What of a conversation a prompt carries: the newest messages, each cut to a length, the whole bounded. */
export const promptBounds = { messages: 200, messageChars: 1_000, chatChars: 60_000 } as const;

export interface PromptInput {
  kind: 'wisdom' | 'looped' | 'oracle';
  /** One of the six companion languages (a catalogue value, never the browser's text). */
  language: string;
  /** The philosophy whose voice a Wisdom reading takes, or the companion wisdom (catalogue titles). */
  voice: string | null;
  me: string;
  contact: string;
  /** What the offline analysis computed: counts, patterns, the chosen quotes, its own reading. */
  facts: unknown;
  messages: ChatMessage[];
}

const kindRules: Record<PromptInput['kind'], string> = {
  wisdom: 'Write a Wisdom reading: the philosophy reads this conversation in its own voice, with real books only.',
  looped:
    'Write a Looped relationship reading grounded in relationship research. Correlational findings are "associated with", never "predicts"; message counts are proxies for what researchers observed in person.',
  oracle: 'Write an Oracle reading from the natal chart in the facts. It is for reflection and entertainment; say so, and never predict.',
};

const clip = (text: string) => (text.length > promptBounds.messageChars ? `${text.slice(0, promptBounds.messageChars)}…` : text);

/**
 * The newest messages as the chat block of a prompt: one JSON line each, under a fresh nonce; at most
 * `promptBounds.messages` of them, each cut at `messageChars`, and no more than `chatChars` in all.
 * `lead` lines (JSON too) go first, inside the block: anything carrying chat text or names is data.
 */
export function chatBlock(messages: readonly ChatMessage[], me: string, contact: string, lead: string[] = []): ChatBlock {
  const lines: string[] = [];
  let size = lead.reduce((sum, line) => sum + line.length, 0);
  for (const m of messages.slice(-promptBounds.messages).reverse()) {
    const line = JSON.stringify({ from: m.fromMe ? me : contact, at: new Date(m.at).toISOString(), text: clip(m.text) });
    if (size + line.length > promptBounds.chatChars) break;
    size += line.length;
    lines.push(line);
  }
  return { nonce: randomBytes(12).toString('hex'), lines: [...lead, ...lines.reverse()] };
}

/**
 * The system prompt holds only our instructions (no name, no word of a chat). Everything else is data in
 * the user message: first the computed facts (they quote the chat and carry the names), then one JSON line
 * per message (so no message can break a line), between markers carrying a random nonce (so no message can
 * close the block), under an explicit statement that nothing inside is an instruction.
 */
export function buildPrompt(input: PromptInput): { system: string; user: string; nonce: string } {
  const facts = JSON.stringify({ facts: input.facts, me: input.me, contact: input.contact });
  const { nonce, lines } = chatBlock(input.messages, input.me, input.contact, [facts]);
  const system = [
    `You write insights for Companion, in ${input.language}.`,
    input.voice ? `Write in the voice of ${input.voice}.` : '',
    kindRules[input.kind],
    'Answer with one JSON object matching the given JSON schema, nothing else. No links.',
    'Every quote you present as evidence must be copied exactly, character for character, from one message in the chat data. Never invent, merge or alter a quote.',
    untrustedChatRule(nonce),
    'The first line of the data holds the facts our analysis computed, with the two people’s names (`me` is the reader); the lines after it are the messages.',
    'No diagnoses, no labels such as toxic, no break-up predictions; this is not therapy.',
  ]
    .filter(Boolean)
    .join('\n');
  const user = ['The facts and the conversation, as data:', `CHAT-DATA-${nonce}-BEGIN`, ...lines, `CHAT-DATA-${nonce}-END`].join('\n');
  return { system, user, nonce };
}
