/** Helpers of the WhatsApp server tests: a signed-in person with a socket, the simulated phone. */
import type { DevPhoneSession } from '@app/shared/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, expect } from 'vitest';
import { client, type Client } from './http-client.ts';
import { signUpVerified, uniqueEmail } from './support.ts';
import { sitePublicUrl, startTestApp, type DatabaseKind, type RunningApp } from './test-app.ts';

export const fastQrs = { WA_SIM_FIRST_QR_MS: '400', WA_SIM_NEXT_QR_MS: '300', WA_SIM_QR_REFS: '2' };

/** Apps and sockets opened by a test, closed after it (the hook below joins every file importing this). */
export const apps: RunningApp[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.close());
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

let database: DatabaseKind = 'sqlite';
/** The database every app of the enclosing describe block's tests starts on (set before each test). */
export function onDatabase(kind: DatabaseKind): void {
  beforeEach(() => {
    database = kind;
  });
}

export async function start(
  env: Record<string, string> = {},
  deps: Omit<Parameters<typeof startTestApp>[0] & object, 'env' | 'database'> = {},
) {
  const app = await startTestApp({ env, database, ...deps });
  apps.push(app);
  return app;
}

/** A signed-in person past email verification with one socket open, as the shell opens it. */
export async function person(app: RunningApp) {
  const api = client(app.url);
  const email = uniqueEmail();
  const userId = await signUpVerified(app, api, email);
  const socket = await openSocket(app, api);
  return { api, email, userId, socket };
}

export async function openSocket(app: RunningApp, api: Client): Promise<Socket> {
  const socket = io(app.url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { origin: sitePublicUrl, cookie: api.cookie! },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return socket;
}

export function next<T = unknown>(socket: Socket, event: string, timeoutMs = 8000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${event}' within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

export const ack = <T>(socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;

export async function phone(app: RunningApp, path: string, body?: unknown) {
  const response = await fetch(`${app.url}/api/dev/whatsapp/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { origin: sitePublicUrl, 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

export async function sessionOf(app: RunningApp, email: string) {
  const { body } = await phone(app, 'sessions');
  return (body as DevPhoneSession[]).find((s) => s.email === email);
}

/** start-session → QR → the simulated phone scans → authenticated → history synced. */
export async function link(app: RunningApp, who: Awaited<ReturnType<typeof person>>) {
  const qr = next(who.socket, 'qr');
  who.socket.emit('start-session', { userId: who.userId });
  await qr;
  const authenticated = next(who.socket, 'authenticated');
  const fullHistory = next(who.socket, 'full-history');
  expect((await phone(app, 'scan', { email: who.email })).status).toBe(200);
  await authenticated;
  await fullHistory;
}
