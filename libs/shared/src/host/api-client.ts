import { apiPaths } from '../constants/api-paths.ts';
import type { httpRoutes } from '../contracts/http-routes.ts';
import type { z } from 'zod';

type HttpRoutes = typeof httpRoutes;
type RouteOf<M extends string> = { [K in keyof HttpRoutes]: HttpRoutes[K]['method'] extends M ? K : never }[keyof HttpRoutes];
/** The calls the browser makes: those whose path needs no parameters. */
export type PostRoute = Exclude<RouteOf<'POST'>, undefined>;
type QueryRouteOf = { [K in keyof HttpRoutes]: HttpRoutes[K] extends { query: z.ZodType } ? K : never }[keyof HttpRoutes];
export type QueryRoute = Exclude<QueryRouteOf, undefined>;
type ParamsRouteOf = { [K in keyof HttpRoutes]: HttpRoutes[K] extends { params: z.ZodType } ? K : never }[keyof HttpRoutes];
export type ParamsRoute = Exclude<ParamsRouteOf, undefined>;
export type GetRoute = Exclude<RouteOf<'GET'>, ParamsRoute | QueryRoute>;
export type RouteParams<R extends ParamsRoute> = HttpRoutes[R] extends { params: infer P extends z.ZodType } ? z.input<P> : never;
export type RouteQuery<R extends QueryRoute> = HttpRoutes[R] extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type RouteBody<R extends PostRoute> = z.input<NonNullable<HttpRoutes[R]['body']>>;
export type RouteAnswer<R extends keyof HttpRoutes> = z.output<HttpRoutes[R]['answer']>;

/** What a call answered: `status` 0 means the server could not be reached at all. */
export interface JsonAnswer<T> {
  ok: boolean;
  status: number;
  /** The answer, typed by the route's contract (the server checks what it sends against it). */
  data: T | undefined;
  /** The server's `message`, on success or refusal. */
  message: string | undefined;
}

async function call<T>(path: string, init: RequestInit): Promise<JsonAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, status: 0, data: undefined, message: undefined };
  }
  const json = (await response.json().catch(() => undefined)) as unknown;
  const message =
    typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string' ? json.message : undefined;
  return { ok: response.ok, status: response.status, data: response.ok ? (json as T) : undefined, message };
}

/**
 * The one HTTP client of the shell and the remotes: a call named by its route in the shared contract,
 * with the session cookie. Plain fetch: screens make one call per action and keep no server cache,
 * and the first page (/signIn) has no room for a data layer. Types only from the contract: no zod here.
 */
export const api = {
  post: <R extends PostRoute>(route: R, body: RouteBody<R>, signal?: AbortSignal): Promise<JsonAnswer<RouteAnswer<R>>> =>
    call(apiPaths[route], { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal }),
  get: <R extends GetRoute>(route: R, init: Pick<RequestInit, 'signal' | 'cache'> = {}): Promise<JsonAnswer<RouteAnswer<R>>> =>
    call(apiPaths[route], { method: 'GET', ...init }),
  /** A GET whose route takes a query string. */
  query: <R extends QueryRoute>(
    route: R,
    query: RouteQuery<R>,
    init: Pick<RequestInit, 'signal'> = {},
  ): Promise<JsonAnswer<RouteAnswer<R>>> =>
    call(`${apiPaths[route]}?${new URLSearchParams(query as Record<string, string>).toString()}`, { method: 'GET', ...init }),
  /** A GET whose path has parameters (`/api/traits/:userId`). */
  at: <R extends ParamsRoute>(
    route: R,
    params: RouteParams<R>,
    init: Pick<RequestInit, 'signal'> = {},
  ): Promise<JsonAnswer<RouteAnswer<R>>> =>
    call(
      apiPaths[route].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String((params as Record<string, unknown>)[key]))),
      { method: 'GET', ...init },
    ),
};

export const couldNotReachServer = 'Could not reach server';

/** What to show for a refused call: the server's own message (docs/product.md §8), else `fallback`. */
export function failureText(answer: JsonAnswer<unknown>, fallback: string): string {
  return answer.status === 0 ? couldNotReachServer : (answer.message ?? fallback);
}
