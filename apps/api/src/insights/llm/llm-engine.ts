import { companionLanguages } from '@app/shared/catalogue';
import { loopedInsightSchema, oracleInsightSchema, wisdomInsightSchema } from '@app/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ContactConversation, InsightEngine, InsightRequest, InsightSet } from '../insight-engine.ts';
import { messageFloor } from '../analysis/conversation-facts.ts';
import { answerOutOfBounds } from './answer-bounds.ts';
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

/** What one run may cost: the readings past this many are the offline engine's (the Looped and Oracle ones first). */
export const modelCallsPerRun = 12;
/** Model calls one account may cause in a day (scheduled runs and instant wisdom together). */
export const modelCallsPerAccount = { name: 'model-calls', points: 60, windowSeconds: 86_400 };
/** Calls in flight at once for one run. */
const callsAtOnce = 3;

export interface LlmEngineDeps {
  log: FastifyBaseLogger;
  /** Spends one call of the account's daily model budget; false when it is spent. */
  spendCall?: (userId: string) => Promise<boolean>;
}

export const llmNotes = {
  perRun: (used: number, total: number) =>
    `the model wrote ${used} of ${total} readings (at most ${modelCallsPerRun} per run); the offline engine wrote the rest`,
  budget: 'the daily model budget of this account is spent; the offline readings were used',
} as const;

/**
 * Readings written by any OpenAI-compatible server. The offline engine computes the facts and its own
 * readings first; the model rewrites each reading from those facts and the chat (as untrusted data). An
 * answer that is not JSON, breaks the schema or its bounds, or quotes words nobody wrote is asked for once
 * more, then the offline reading is used and the reason recorded (never the chat's words). A timeout, the
 * run's deadline, the per-run cap or the account's daily budget go straight to the offline reading.
 */
export function createLlmEngine(settings: LlmSettings, offline: InsightEngine, deps: LlmEngineDeps): InsightEngine {
  const client = createLlmClient(settings);
  const { log } = deps;

  const ask = <K extends Kind>(
    kind: K,
    prompt: PromptInput,
    messages: readonly string[],
    signal: AbortSignal | undefined,
  ): Promise<z.infer<(typeof schemas)[K]>> => {
    const { system, user } = buildPrompt(prompt);
    const responseFormat = { type: 'json_schema', json_schema: { name: `${kind}_reading`, schema: jsonSchemas[kind] } } as const;
    return askForJson<z.infer<(typeof schemas)[K]>>(
      client,
      { model: settings.model, system, user, responseFormat },
      (parsed) => {
        const checked = schemas[kind].safeParse(parsed);
        if (!checked.success) {
          const issue = checked.error.issues[0];
          return { reason: `the answer broke the schema (${issue?.path.join('.') || 'root'}: ${issue?.message})` };
        }
        const outOfBounds = answerOutOfBounds(checked.data);
        if (outOfBounds) return { reason: outOfBounds };
        const reading = checked.data as z.infer<(typeof schemas)[K]>;
        const invented = kind === 'oracle' ? null : inventedQuote(reading as never, messages);
        // Which words were altered stays out of the reason: it is stored on the run and shown on the jobs page.
        return invented ? { reason: 'the answer quoted words nobody wrote' } : { value: reading };
      },
      { timeoutMs: settings.timeoutMs, signal },
    );
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

      /** One reading for the model to rewrite: where it goes, and its prompt and offline draft. */
      type Job = { kind: Kind; prompt: PromptInput; draft: unknown; put: (reading: unknown) => void };
      const jobs: Job[] = [];
      for (const entry of set.looped) {
        const conversation = request.looped!.conversation;
        jobs.push({
          kind: 'looped',
          prompt: base(conversation, 'looped', null, entry.insight),
          draft: entry.insight,
          put: (r) => (entry.insight = r as never),
        });
      }
      for (const entry of set.astrology) {
        const conversation = request.astrology!.conversations.find((c) => c.contactId === entry.contactId)!;
        const prompt = base(conversation, 'oracle', request.companionWisdom, { birth: request.astrology!.birth, draft: entry.insight });
        jobs.push({ kind: 'oracle', prompt, draft: entry.insight, put: (r) => (entry.insight = r as never) });
      }
      for (const entry of set.wisdom) {
        const conversation = request.wisdom!.conversations.find((c) => c.contactId === entry.contactId)!;
        entry.insights.forEach((draft, i) =>
          jobs.push({
            kind: 'wisdom',
            prompt: base(conversation, 'wisdom', draft.wisdomTitle, draft),
            draft,
            put: (r) => (entry.insights[i] = r as never),
          }),
        );
      }
      // Too few messages: the offline 'not enough data' stands, and costs no call.
      const eligible = jobs.filter((job) => job.prompt.messages.filter((m) => m.text.trim() !== '').length >= messageFloor);
      const chosen = eligible.slice(0, modelCallsPerRun);
      if (eligible.length > chosen.length) notes.push(llmNotes.perRun(chosen.length, eligible.length));

      let budgetSpent = false;
      async function rewrite(job: Job) {
        if (request.signal?.aborted || budgetSpent) return;
        if (request.userId && deps.spendCall && !(await deps.spendCall(request.userId))) {
          budgetSpent = true;
          return;
        }
        try {
          job.put(
            await ask(
              job.kind,
              job.prompt,
              job.prompt.messages.map((m) => m.text),
              request.signal,
            ),
          );
        } catch (error) {
          const why = error instanceof AnswerRefused ? error.reason : llmFailure(error);
          notes.push(`${job.kind}: ${why}; the offline reading was used`);
          log.warn({ kind: job.kind, model: settings.model, reason: why }, 'LLM reading refused, offline reading used');
        }
      }
      const queue = [...chosen];
      const worker = async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await rewrite(job);
      };
      await Promise.all(Array.from({ length: Math.min(callsAtOnce, queue.length) }, worker));
      if (budgetSpent) notes.push(llmNotes.budget);
      return notes.length > 0 ? { ...set, notes } : set;
    },
  };
}
