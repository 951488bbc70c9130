/** Sockets live exactly as long as their session: logout, reset, expiry and the session cap end them. */
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { client, type Client } from './http-client.ts';
import { mailTo, password2, signUp, signUpVerified, strongPassword, uniqueEmail, verifyEmail } from './support.ts';
import { describeEachDatabase, manualClock, sitePublicUrl, startTestApp, type ManualClock, type RunningApp } from './test-app.ts';
import { ack, link, next, phone } from './whatsapp-support.ts';

const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.close()));

/**
 * A socket as the shell opens it: it reconnects by itself after a lost connection, and records every
 * event it hears and how its reconnections were answered.
 */
async function listeningSocket(app: RunningApp, api: Client) {
  const socket = io(app.url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { origin: sitePublicUrl, cookie: api.cookie! },
    reconnectionDelay: 50,
    reconnectionDelayMax: 50,
  });
  sockets.push(socket);
  const heard: string[] = [];
  const refusals: string[] = [];
  socket.onAny((event: string) => heard.push(event));
  socket.on('connect_error', (error) => refusals.push(error.message));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const ended = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
  /** Resolves once the socket lost its connection and a reconnection was refused as signed out. */
  const refusedAfterEnd = async () => {
    await ended;
    await expect.poll(() => refusals, { timeout: 5000 }).toContain('unauthorized');
  };
  return { socket, heard, refusals, ended, refusedAfterEnd };
}

describeEachDatabase('sockets end with their session', (database) => {
  let clock: ManualClock;
  let app: RunningApp;
  beforeEach(() => {
    clock = manualClock();
  });
  afterEach(() => app.close());

  it("logout ends that session's sockets at once; the account's other sessions keep theirs", async () => {
    app = await startTestApp({ database, clock });
    const email = uniqueEmail();
    const laptop = client(app.url);
    const userId = await signUpVerified(app, laptop, email);
    const phoneBrowser = client(app.url);
    await phoneBrowser.post('/api/auth/login', { email, password: strongPassword });
    const laptopSocket = await listeningSocket(app, laptop);
    const phoneSocket = await listeningSocket(app, phoneBrowser);

    expect((await laptop.post('/api/auth/logout', { userId })).status).toBe(200);
    await laptopSocket.refusedAfterEnd();
    expect(phoneSocket.socket.connected).toBe(true);
    expect(await ack(phoneSocket.socket, 'checkWhatsappSessionActive', userId)).toBe(false);
  });

  it("a password reset ends every socket of the account: an attacker's open socket hears nothing of the owner's new link", async () => {
    app = await startTestApp({ database, clock, env: { WA_SIM_FIRST_QR_MS: '300' } });
    const email = uniqueEmail();
    const owner = client(app.url);
    await signUpVerified(app, owner, email);
    // The attacker knows the old password and keeps a socket open.
    const attacker = client(app.url);
    await attacker.post('/api/auth/login', { email, password: strongPassword });
    const spy = await listeningSocket(app, attacker);

    clock.advance(60_000);
    await client(app.url).post('/api/auth/forgotPassword', { email });
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await mailTo(app, email))[0]!.text)![1]!;
    expect((await client(app.url).post('/api/auth/reset-password', { id: token, password: password2 })).status).toBe(200);
    await spy.refusedAfterEnd();

    // The owner signs in with the new password and links WhatsApp; the attacker's socket gets none of it.
    const fresh = client(app.url);
    const login = await fresh.post<{ userId: string }>('/api/auth/login', { email, password: password2 });
    const ownerSocket = await listeningSocket(app, fresh);
    await link(app, { api: fresh, email, userId: login.body.userId, socket: ownerSocket.socket });
    ownerSocket.socket.emit('get-contacts', login.body.userId);
    await next(ownerSocket.socket, 'contacts-data');
    expect(ownerSocket.heard).toEqual(expect.arrayContaining(['qr', 'authenticated', 'full-history', 'contacts-data']));
    expect(spy.heard).toEqual([]);
    expect(spy.socket.connected).toBe(false);
  });

  it('a session that expired refuses the next packet and ends the socket, even before its timer fires', async () => {
    app = await startTestApp({ database, clock });
    const api = client(app.url);
    const userId = await signUpVerified(app, api, uniqueEmail());
    const tab = await listeningSocket(app, api);
    clock.advance(25 * 3_600_000);
    expect(await ack(tab.socket, 'checkWhatsappSessionActive', userId)).toEqual({
      status: 'error',
      message: 'Your session has ended. Please sign in again.',
    });
    await tab.refusedAfterEnd();
  });

  it('the session cap ends the oldest session and its sockets', async () => {
    app = await startTestApp({ database, clock });
    const email = uniqueEmail();
    const oldest = client(app.url);
    await signUpVerified(app, oldest, email);
    const tab = await listeningSocket(app, oldest);
    for (let i = 0; i < 20; i += 1) {
      clock.advance(1000);
      await client(app.url).post('/api/auth/login', { email, password: strongPassword });
    }
    await tab.refusedAfterEnd();
  });

  it('an unverified account cannot start WhatsApp linking: the server refuses, not only the client guard', async () => {
    app = await startTestApp({ database, clock, env: { WA_SIM_FIRST_QR_MS: '100' } });
    const api = client(app.url);
    const email = uniqueEmail();
    const userId = await signUp(api, email);
    const tab = await listeningSocket(app, api);
    expect(await ack(tab.socket, 'start-session', { userId })).toEqual({ status: 'error', message: 'Please verify your email first.' });
    expect(await ack(tab.socket, 'checkWhatsappSessionActive', userId)).toEqual({
      status: 'error',
      message: 'Please verify your email first.',
    });
    // Nothing started: the simulated phone lists every account linking or linked.
    expect((await phone(app, 'sessions')).body).toEqual([]);
    expect(tab.heard).not.toContain('qr');
    // Once the email is proven, the same socket may link.
    await verifyEmail(app, api, userId, email);
    const qr = next(tab.socket, 'qr');
    tab.socket.emit('start-session', { userId });
    await qr;
  });
});
