import { configure } from '@testing-library/react';
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
    return answeredWith(answer);
  });
  return { requests, bodiesTo: (path: string) => requests.filter((r) => r.path === path).map((r) => r.body) };
}

/**
 * The part of a `Response` the screens read. Not a real `Response`: reading a real body can take
 * turns of the event loop, and with the fake clock Testing Library's polling gives up after 20 of
 * its 50 ms steps whatever the real time, so on a loaded machine a reply could arrive "too late".
 */
function answeredWith(answer: { status: number; body?: unknown }) {
  const body = answer.body ?? {};
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    json: () => Promise.resolve(structuredClone(body)),
  };
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
 * looks for. That polling is counted in fake steps, not real time, and React may need more of them
 * when the machine is busy, so it is allowed 100 steps (5 fake seconds) instead of 20.
 */
export function installFakeClock() {
  configure({ asyncUtilTimeout: 5000 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
