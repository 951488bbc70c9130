import OpenAI from 'openai';

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

/** Any OpenAI-compatible server; we retry ourselves (after checking the answer), so the SDK does not. */
export const createLlmClient = (settings: LlmSettings) =>
  new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey ?? 'none', timeout: settings.timeoutMs, maxRetries: 0 });

/** Why a call to the model failed, in words for a log line or a run's notes. */
export function llmFailure(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'the model timed out';
  if (error instanceof OpenAI.APIError && error.status) return `the model answered HTTP ${error.status} (${error.message})`;
  return `the model could not be reached (${error instanceof Error ? error.message : String(error)})`;
}

/** The model's answers could not be used: why the last one was refused, and what it said. */
export class AnswerRefused extends Error {
  constructor(
    readonly reason: string,
    readonly answer: string,
  ) {
    super(reason);
  }
}

export interface JsonQuestion {
  model: string;
  system: string;
  user: string;
  responseFormat: OpenAI.ChatCompletionCreateParams['response_format'];
}

/**
 * Asks for one JSON answer; `accept` checks it and says why not. A refused answer is asked for once
 * more with the reason, then `AnswerRefused` is thrown. Errors of the call itself (timeouts, HTTP) are
 * thrown as they come.
 */
export async function askForJson<T>(
  client: OpenAI,
  question: JsonQuestion,
  accept: (parsed: unknown) => { value: T } | { reason: string },
): Promise<T> {
  let reason = '';
  let text = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const completion = await client.chat.completions.create({
      model: question.model,
      messages: [
        { role: 'system', content: question.system },
        {
          role: 'user',
          content: attempt === 0 ? question.user : `${question.user}\nYour previous answer was refused: ${reason}. Answer again.`,
        },
      ],
      response_format: question.responseFormat,
    });
    text = completion.choices[0]?.message.content ?? '';
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      reason = 'the answer was not JSON';
      continue;
    }
    const verdict = accept(parsed);
    if ('value' in verdict) return verdict.value;
    reason = verdict.reason;
  }
  throw new AnswerRefused(reason, text);
}
