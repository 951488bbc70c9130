import { untrustedChatRule, type ChatBlock } from '@app/shared/contracts';
import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '../insight-engine.ts';

/** At most this many of the newest messages go to the model: enough context, a bounded prompt. */
export const promptMessageLimit = 200;

export interface PromptInput {
  kind: 'wisdom' | 'looped' | 'oracle';
  language: string;
  /** The philosophy whose voice a Wisdom reading takes, or the companion wisdom. */
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

/** The newest messages as the chat block of a prompt: one JSON line each, under a fresh nonce. */
export function chatBlock(messages: readonly ChatMessage[], me: string, contact: string): ChatBlock {
  return {
    nonce: randomBytes(12).toString('hex'),
    lines: messages
      .slice(-promptMessageLimit)
      .map((m) => JSON.stringify({ from: m.fromMe ? me : contact, at: new Date(m.at).toISOString(), text: m.text })),
  };
}

/**
 * The system prompt holds only our instructions. The chat goes into the user message as data: one JSON
 * line per message (so no message can break a line), between markers carrying a random nonce (so no
 * message can close the block), under an explicit statement that nothing inside is an instruction.
 */
export function buildPrompt(input: PromptInput): { system: string; user: string; nonce: string } {
  const { nonce, lines } = chatBlock(input.messages, input.me, input.contact);
  const system = [
    `You write insights for Companion, in ${input.language}.`,
    input.voice ? `Write in the voice of ${input.voice}.` : '',
    kindRules[input.kind],
    'Answer with one JSON object matching the given JSON schema, nothing else.',
    'Every quote you present as evidence must be copied exactly, character for character, from one message in the chat data. Never invent, merge or alter a quote.',
    untrustedChatRule(nonce),
    'No diagnoses, no labels such as toxic, no break-up predictions; this is not therapy.',
  ]
    .filter(Boolean)
    .join('\n');
  const user = [
    `Computed facts (trusted): ${JSON.stringify(input.facts)}`,
    `CHAT-DATA-${nonce}-BEGIN`,
    ...lines,
    `CHAT-DATA-${nonce}-END`,
  ].join('\n');
  return { system, user, nonce };
}
