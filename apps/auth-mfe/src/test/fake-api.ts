import { vi } from 'vitest';

type Answer = { status: number; body?: unknown } | 'unreachable' | Promise<{ status: number; body?: unknown }>;

/**
 * Stands in for the server at the fetch boundary: each path answers its queued replies in order (the
 * last one repeats). Records every request, so tests see exactly what was sent.
 */
export function fakeApi(routes: Record<string, Answer[]>) {
  const requests: { path: string; body: unknown; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = String(input);
    requests.push({ path, body: init?.body ? JSON.parse(init.body as string) : undefined, init });
    const queue = routes[path];
    if (!queue?.length) throw new Error(`Unexpected request to ${path}`);
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    const answer = await next;
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return { requests, bodiesTo: (path: string) => requests.filter((r) => r.path === path).map((r) => r.body) };
}

/** A reply the test releases when it wants, to see the busy state in between. */
export function heldReply() {
  let release!: (answer: { status: number; body?: unknown }) => void;
  const promise = new Promise<{ status: number; body?: unknown }>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/**
 * Fake timers for the 3 s messages and countdowns; tests move time with `vi.advanceTimersByTime`.
 * Time never moves by itself, so a slow machine cannot tick a countdown between two assertions.
 * Testing Library's polling (findBy*, waitFor) advances these timers through the `jest` global it
 * looks for.
 */
export function installFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
