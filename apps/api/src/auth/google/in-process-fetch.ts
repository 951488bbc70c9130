import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers requests for `origin` from this app in-process: the back channel to the local
 * identity provider needs no network, so it works whatever address the site is published at.
 */
export function inProcessFetch(app: FastifyInstance, origin: string) {
  return async (
    url: string,
    options: { method?: string; headers?: ConstructorParameters<typeof Headers>[0]; body?: unknown },
  ): Promise<Response> => {
    const target = new URL(url);
    if (target.origin !== origin) return fetch(url, options as RequestInit);
    const headers = Object.fromEntries(new Headers(options.headers).entries());
    const body = options.body === undefined || options.body === null ? undefined : (options.body as string | URLSearchParams).toString();
    const answer = await app.inject({
      method: (options.method ?? 'GET') as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([k, v]) =>
        v === undefined ? [] : (Array.isArray(v) ? v : [String(v)]).map((value): [string, string] => [k, value]),
      ),
    });
  };
}
