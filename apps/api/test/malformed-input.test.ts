import { clientEventNames, httpRoutes } from '@app/shared/contracts';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './http-client.ts';
import { snapshotDatabase } from './db-snapshot.ts';
import { generousEventLimits } from './event-limits.ts';
import { signUpVerified, uniqueEmail } from './support.ts';
import { sitePublicUrl, startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp;
let cookie: string;
let userId: string;
let socket: Socket;

const snapshot = () => snapshotDatabase(app.db);

beforeAll(async () => {
  // Limits raised so that the fuzz reaches the validation behind them (the limits have their own tests).
  app = await startTestApp({ eventLimitRules: generousEventLimits });
  const api = client(app.url);
  userId = await signUpVerified(app, api, uniqueEmail());
  cookie = api.cookie!;
  socket = io(app.url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { origin: sitePublicUrl, cookie },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
});
afterAll(async () => {
  socket.close();
  await app.close();
});

/** Bodies a broken or hostile client might send: any JSON value, objects with the right keys, or non-JSON text. */
const bodies = fc.oneof(
  fc.jsonValue().map((value) => ({ raw: JSON.stringify(value) ?? 'null', type: 'application/json' })),
  fc
    .dictionary(
      fc.constantFrom('email', 'password', 'fullName', 'userId', 'verificationCode', 'id', 'rememberMe', '__proto__', 'constructor'),
      fc.jsonValue(),
    )
    .map((value) => ({ raw: JSON.stringify(value), type: 'application/json' })),
  fc.string({ maxLength: 200 }).map((raw) => ({ raw, type: 'application/json' })),
  fc.string({ maxLength: 200 }).map((raw) => ({ raw, type: 'text/plain' })),
);

describe('malformed input never breaks the server or changes the database', () => {
  const postRoutes = Object.values(httpRoutes).filter((r) => r.method === 'POST');

  /** Whether a fuzzed body happens to satisfy the route's contract (then success is allowed). */
  const satisfies = (schema: { safeParse(v: unknown): { success: boolean } } | null, body: { raw: string; type: string }) => {
    if (!schema || body.type !== 'application/json') return false;
    try {
      return schema.safeParse(JSON.parse(body.raw)).success;
    } catch {
      return false;
    }
  };

  it.each(postRoutes.map((r) => [r.path, r] as const))('POST %s', async (path, route) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), fc.ipV4(), async (body, signedIn, ip) => {
        // In-process requests from many addresses, so per-IP rate limits do not hide the validation.
        const answer = await app.http.inject({
          method: 'POST',
          url: path,
          remoteAddress: ip,
          headers: { origin: sitePublicUrl, 'content-type': body.type, ...(signedIn ? { cookie } : {}) },
          payload: body.raw,
        });
        expect(answer.statusCode).toBeLessThan(500);
        if (!satisfies(route.body, body)) {
          expect(answer.statusCode).toBeGreaterThanOrEqual(400);
          expect(typeof answer.json<{ message?: unknown }>().message).toBe('string');
        }
      }),
      { numRuns: 250 },
    );
    expect(await snapshot()).toBe(before);
  });

  it.each(['/api/traits/', '/api/user-events/'])('GET %s{userId} with any path segment', async (prefix) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (segment) => {
        const answer = await app.http.inject({ method: 'GET', url: `${prefix}${encodeURIComponent(segment)}`, headers: { cookie } });
        expect(answer.statusCode).toBeLessThan(500);
        if (segment !== userId) expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 200 },
    );
  });

  it.each(clientEventNames)('socket event %s', async (event) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.string(), fc.record({ userId: fc.string() }, { requiredKeys: [] })), async (payload) => {
        if (payload === userId || (typeof payload === 'object' && payload !== null && 'userId' in payload && payload.userId === userId))
          return;
        let answer: unknown;
        try {
          answer = await socket.timeout(1000).emitWithAck(event as 'logout', payload);
        } catch {
          answer = 'no acknowledgement';
        }
        expect(answer === 'no acknowledgement' || (typeof answer === 'object' && answer !== null && 'status' in answer)).toBe(true);
        expect(socket.connected).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect(await snapshot()).toBe(before);
  });
});
