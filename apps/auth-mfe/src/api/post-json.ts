/** What a JSON call answered: `status` 0 means the server could not be reached at all. */
export interface JsonAnswer<T> {
  ok: boolean;
  status: number;
  data: T | undefined;
  message: string | undefined;
}

/**
 * POSTs JSON to the product's API with the session cookie. Plain fetch: these screens make one call
 * per action and keep no server cache, and the first page (/signIn) has no room for a data layer.
 */
export async function postJson<T = unknown>(path: string, body: unknown): Promise<JsonAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, data: undefined, message: undefined };
  }
  const json = (await response.json().catch(() => undefined)) as unknown;
  const message =
    typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string'
      ? json.message
      : undefined;
  return { ok: response.ok, status: response.status, data: response.ok ? (json as T) : undefined, message };
}

export const couldNotReachServer = 'Could not reach server';

/** What to show for a refused call: the server's own message (docs/product.md §8), else `fallback`. */
export function failureText(answer: JsonAnswer<unknown>, fallback: string): string {
  return answer.status === 0 ? couldNotReachServer : (answer.message ?? fallback);
}
