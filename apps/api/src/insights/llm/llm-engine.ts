import { companionLanguages } from '@app/shared/catalogue';
import { loopedInsightSchema, oracleInsightSchema, wisdomInsightSchema } from '@app/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ContactConversation, InsightEngine, InsightRequest, InsightSet } from '../insight-engine.ts';
import { messageFloor } from '../analysis/conversation-facts.ts';
import { AnswerRefused, askForJson, createLlmClient, llmFailure, type LlmSettings } from './llm-client.ts';
import { inventedQuote } from './literal-quotes.ts';
import { buildPrompt, type PromptInput } from './llm-prompt.ts';

const schemas = { wisdom: wisdomInsightSchema, looped: loopedInsightSchema, oracle: oracleInsightSchema };
type Kind = keyof typeof schemas;
/** What the model is told to answer, per kind: derived once from the same schemas its answers are checked with. */
const jsonSchemas = {
  wisdom: z.toJSONSchema(schemas.wisdom, { io: 'input' }),
  looped: z.toJSONSchema(schemas.looped, { io: 'input' }),
  oracle: z.toJSONSchema(schemas.oracle, { io: 'input' }),
};

/**
 * Readings written by any OpenAI-compatible server. The offline engine computes the facts and its own
 * readings first; the model rewrites each reading from those facts and the chat (as untrusted data). An
 * answer that is not JSON, breaks the schema or quotes words nobody wrote is asked for once more, then
 * the offline reading is used and the reason recorded. A timeout goes straight to the offline reading.
 */
export function createLlmEngine(settings: LlmSettings, offline: InsightEngine, log: FastifyBaseLogger): InsightEngine {
  const client = createLlmClient(settings);

  const ask = <K extends Kind>(kind: K, prompt: PromptInput, messages: readonly string[]): Promise<z.infer<(typeof schemas)[K]>> => {
    const { system, user } = buildPrompt(prompt);
    const responseFormat = { type: 'json_schema', json_schema: { name: `${kind}_reading`, schema: jsonSchemas[kind] } } as const;
    return askForJson<z.infer<(typeof schemas)[K]>>(client, { model: settings.model, system, user, responseFormat }, (parsed) => {
      const checked = schemas[kind].safeParse(parsed);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        return { reason: `the answer broke the schema (${issue?.path.join('.') || 'root'}: ${issue?.message})` };
      }
      const reading = checked.data as z.infer<(typeof schemas)[K]>;
      const invented = kind === 'oracle' ? null : inventedQuote(reading as never, messages);
      return invented ? { reason: `the answer quoted words nobody wrote (${invented.slice(0, 80)})` } : { value: reading };
    });
  };

  return {
    name: `llm:${settings.model}`,
    async generate(request: InsightRequest): Promise<InsightSet> {
      const set = await offline.generate(request);
      const notes: string[] = [];
      const language = companionLanguages.includes(request.language) ? request.language : 'English';
      const base = (c: ContactConversation, kind: Kind, voice: string | null, facts: unknown): PromptInput => ({
        kind,
        language,
        voice,
        me: request.userName,
        contact: c.contactName?.trim() || 'the contact',
        facts,
        messages: c.messages,
      });
      /** The model's reading, or the offline one with the reason recorded. Too few messages: the offline 'not enough data' stands. */
      const rewrite = async <K extends Kind>(kind: K, prompt: PromptInput, fallback: z.infer<(typeof schemas)[K]>) => {
        if (prompt.messages.filter((m) => m.text.trim() !== '').length < messageFloor) return fallback;
        try {
          return await ask(
            kind,
            prompt,
            prompt.messages.map((m) => m.text),
          );
        } catch (error) {
          const why = error instanceof AnswerRefused ? error.reason : llmFailure(error);
          notes.push(`${kind}: ${why}; the offline reading was used`);
          log.warn({ kind, model: settings.model, reason: why }, 'LLM reading refused, offline reading used');
          return fallback;
        }
      };

      for (const entry of set.wisdom) {
        const conversation = request.wisdom!.conversations.find((c) => c.contactId === entry.contactId)!;
        entry.insights = await Promise.all(
          entry.insights.map((draft) => rewrite('wisdom', base(conversation, 'wisdom', draft.wisdomTitle, draft), draft)),
        );
      }
      for (const entry of set.looped) {
        const conversation = request.looped!.conversation;
        entry.insight = await rewrite('looped', base(conversation, 'looped', null, entry.insight), entry.insight);
      }
      for (const entry of set.astrology) {
        const conversation = request.astrology!.conversations.find((c) => c.contactId === entry.contactId)!;
        const prompt = base(conversation, 'oracle', request.companionWisdom, { birth: request.astrology!.birth, draft: entry.insight });
        entry.insight = await rewrite('oracle', prompt, entry.insight);
      }
      return notes.length > 0 ? { ...set, notes } : set;
    },
  };
}
