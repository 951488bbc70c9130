import OpenAI from 'openai';

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** The whole call, answer body included: past it the call is abandoned. */
  timeoutMs: number;
}

/** The largest answer read from the model; a reading is a few kilobytes. */
export const answerLimitBytes = 256 * 1024;

/** The model sent more than `answerLimitBytes`: the rest is not read. */
export class AnswerTooLarge extends Error {
  constructor() {
    super('the answer was too large');
    this.name = 'AnswerTooLarge';
  }
}

/**
 * fetch whose answer body stops at `limit` bytes: the SDK reads an answer whole, so without it a model
 * (or anything at its address) could make the server hold hundreds of megabytes for one call.
 */
export function limitedFetch(limit: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    let seen = 0;
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > limit) controller.error(new AnswerTooLarge());
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * Any OpenAI-compatible server; we retry ourselves (after checking the answer), so the SDK does not. The
 * SDK's own timeout stops counting once the answer's headers arrive, so every call also carries a signal
 * that ends it, body included (`askForJson`).
 */
export const createLlmClient = (settings: LlmSettings) =>
  new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey ?? 'none',
    timeout: settings.timeoutMs,
    maxRetries: 0,
    fetch: limitedFetch(answerLimitBytes),
  });

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
};

/**
 * Why a call to the model failed, in words for a run's notes, a log line or the jobs page. Never the
 * provider's own text: it can carry paths, hosts and keys.
 */
export function llmFailure(error: unknown): string {
  const chain = causes(error);
  if (chain.some((e) => e instanceof AnswerTooLarge)) return 'the model’s answer was too large';
  if (chain.some((e) => e instanceof OpenAI.APIConnectionTimeoutError || e instanceof OpenAI.APIUserAbortError))
    return 'the model timed out';
  if (chain.some((e) => e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError'))) return 'the model timed out';
  if (error instanceof OpenAI.APIError && error.status) return `the model answered HTTP ${error.status}`;
  return 'the model could not be reached';
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

export interface AskOptions {
  /** Each call's deadline, answer body included. */
  timeoutMs: number;
  /** Ends every call at once (the run's own deadline). */
  signal?: AbortSignal | undefined;
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
  options: AskOptions,
): Promise<T> {
  let reason = '';
  let text = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const completion = await client.chat.completions.create(
      {
        model: question.model,
        messages: [
          { role: 'system', content: question.system },
          {
            role: 'user',
            content: attempt === 0 ? question.user : `${question.user}\nYour previous answer was refused: ${reason}. Answer again.`,
          },
        ],
        response_format: question.responseFormat,
      },
      { signal: options.signal ? AbortSignal.any([deadline, options.signal]) : deadline },
    );
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
