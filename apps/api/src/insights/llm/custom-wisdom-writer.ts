import { templateMismatch } from './answer-template.ts';
import { AnswerRefused, askForJson, createLlmClient, llmFailure, type LlmSettings } from './llm-client.ts';

/** The model's answer could not be used; what it said is kept so the tester can see why. */
export class CustomAnswerRefused extends Error {
  constructor(
    readonly reason: string,
    readonly answer: string | null,
  ) {
    super(reason);
  }
}

/** How much of a refused answer the tester is shown. */
const shownAnswerChars = 4000;

export interface CustomWisdomWriter {
  model: string;
  /** The model's JSON object for an assembled prompt, checked against the template it was asked to fill. */
  write(prompt: { system: string; user: string }, template: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/**
 * The staff tester's model call (docs/product.md §2): staff write the prompts, so unlike the insight
 * engine there is no offline reading to fall back on — an answer that is not a JSON object, or does not
 * follow the template, is asked for once more, then refused with the reason and what the model said.
 */
export function createCustomWisdomWriter(settings: LlmSettings): CustomWisdomWriter {
  const client = createLlmClient(settings);
  return {
    model: settings.model,
    async write(prompt, template) {
      try {
        return await askForJson(
          client,
          { model: settings.model, ...prompt, responseFormat: { type: 'json_object' } },
          (parsed): { value: Record<string, unknown> } | { reason: string } => {
            const mismatch = templateMismatch(template, parsed);
            return mismatch
              ? { reason: `the answer did not follow the JSON response: ${mismatch}` }
              : { value: parsed as Record<string, unknown> };
          },
          { timeoutMs: settings.timeoutMs },
        );
      } catch (error) {
        if (error instanceof AnswerRefused) throw new CustomAnswerRefused(error.reason, error.answer.slice(0, shownAnswerChars));
        throw new CustomAnswerRefused(llmFailure(error), null);
      }
    },
  };
}
