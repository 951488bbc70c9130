import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from './http-client.ts';
import { signUp, uniqueEmail } from './support.ts';
import { sitePublicUrl, startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  sockets.forEach((s) => s.close());
  sockets.length = 0;
  await app?.close();
  app = undefined;
});

function connect(url: string, headers: Record<string, string>): Promise<{ socket: Socket; outcome: string }> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: headers, reconnection: false, timeout: 5000 });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket, outcome: 'connected' }));
    socket.on('connect_error', (error) => resolve({ socket, outcome: error.message }));
  });
}

async function signedInCookie(url: string): Promise<{ cookie: string; userId: string }> {
  const api = client(url);
  const userId = await signUp(api, uniqueEmail());
  return { cookie: api.cookie!, userId };
}

describe('socket.io server', () => {
  it('accepts a signed-in websocket from the site itself', async () => {
    app = await startTestApp();
    const { cookie } = await signedInCookie(app.url);
    expect((await connect(app.url, { origin: sitePublicUrl, cookie })).outcome).toBe('connected');
  });

  it('refuses a websocket without a session, whatever its auth token says', async () => {
    app = await startTestApp();
    const { outcome } = await connect(app.url, { origin: sitePublicUrl });
    expect(outcome).toBe('unauthorized');
  });

  it('refuses a websocket from another origin, even with a session', async () => {
    app = await startTestApp();
    const { cookie } = await signedInCookie(app.url);
    expect((await connect(app.url, { origin: 'https://evil.example.com', cookie })).outcome).not.toBe('connected');
  });

  it("refuses an event carrying another user's id, and an invalid payload, through the acknowledgement", async () => {
    app = await startTestApp();
    const { cookie } = await signedInCookie(app.url);
    const { socket } = await connect(app.url, { origin: sitePublicUrl, cookie });
    const other: unknown = await socket.timeout(3000).emitWithAck('checkWhatsappSessionActive', 'someone-else');
    expect(other).toEqual({ status: 'error', message: 'That account is not yours.' });
    const invalid: unknown = await socket.timeout(3000).emitWithAck('logout', 42);
    expect(invalid).toMatchObject({ status: 'error' });
  });
});
