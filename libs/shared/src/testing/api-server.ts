import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The network of every component test: Mock Service Worker answers at the request level, so the code
 * under test makes real `fetch` calls. Started by the shared vitest setup; a test adds its answers
 * with `answerApi` (or `apiServer.use`), and they are gone after it.
 */
export const apiServer = setupServer();

export type FakeAnswer = { status: number; body?: unknown } | 'unreachable';

export interface SentRequest {
  path: string;
  method: string;
  credentials: RequestCredentials;
  body: unknown;
}

const apiRequest = /^[a-z]+:\/\/[^/]+\/api\//;

/**
 * Answers each path's requests with its answers in turn, the last one repeating ('unreachable' is a
 * network failure); a promise holds the answer until the test settles it. Every request to these paths
 * is recorded, so a test sees exactly what was sent.
 */
export function answerApi(routes: Record<string, (FakeAnswer | Promise<FakeAnswer>)[]>) {
  const requests: SentRequest[] = [];
  const record = async (path: string, request: Request) => {
    const text = await request.text();
    requests.push({
      path,
      method: request.method,
      credentials: request.credentials,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  };
  // Any other API call is recorded too, and refused: a test that expects no call sees it.
  apiServer.use(
    http.all(apiRequest, async ({ request }) => {
      await record(new URL(request.url).pathname, request);
      return HttpResponse.json({ message: `No answer for ${request.method} ${request.url} in this test` }, { status: 599 });
    }),
  );
  for (const [path, queue] of Object.entries(routes)) {
    apiServer.use(
      http.all(path, async ({ request }) => {
        await record(path, request);
        const next = queue.length > 1 ? queue.shift()! : queue[0]!;
        const answer = await next;
        if (answer === 'unreachable') return HttpResponse.error();
        return HttpResponse.json(answer.body ?? {}, { status: answer.status });
      }),
    );
  }
  return { requests, bodiesTo: (path: string) => requests.filter((r) => r.path === path).map((r) => r.body) };
}

/** An answer the test releases when it wants, to see the busy state in between. */
export function heldAnswer() {
  let release!: (answer: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
