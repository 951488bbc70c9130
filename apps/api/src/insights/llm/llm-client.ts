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
