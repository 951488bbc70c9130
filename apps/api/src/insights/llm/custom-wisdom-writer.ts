import { templateMismatch } from './answer-template.ts';
import { createLlmClient, llmFailure, type LlmSettings } from './llm-client.ts';

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
      let reason = '';
      let text: string | null = null;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          const completion = await client.chat.completions.create({
            model: settings.model,
            messages: [
              { role: 'system', content: prompt.system },
              {
                role: 'user',
                content: attempt === 0 ? prompt.user : `${prompt.user}\nYour previous answer was refused: ${reason}. Answer again.`,
              },
            ],
            response_format: { type: 'json_object' },
          });
          text = completion.choices[0]?.message.content ?? '';
        } catch (error) {
          throw new CustomAnswerRefused(llmFailure(error), null);
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          reason = 'the answer was not JSON';
          continue;
        }
        const mismatch = templateMismatch(template, parsed);
        if (mismatch) {
          reason = `the answer did not follow the JSON response: ${mismatch}`;
          continue;
        }
        return parsed as Record<string, unknown>;
      }
      throw new CustomAnswerRefused(reason, text && text.slice(0, shownAnswerChars));
    },
  };
}
