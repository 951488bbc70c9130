import {
  chatsPayloadSchema,
  contactImagesPayloadSchema,
  googleAuthAnswerSchema,
  loginAnswerSchema,
  qrPayloadSchema,
  type Contact,
} from '@app/shared/contracts';
import { client } from './http-client.ts';
import { strongPassword } from './support.ts';
import { describe, expect, it } from 'vitest';
import { onboardingMessage } from '../src/whatsapp/whatsapp-service.ts';
import { databases } from './test-app.ts';
import { ack, fastQrs, link, next, onDatabase, openSocket, person, phone, sessionOf, start } from './whatsapp-support.ts';

// On both databases: the contacts and credentials upserts must hold on PostgreSQL too.
describe.each(databases)('linking WhatsApp over the socket (simulator, %s)', (kind) => {
  onDatabase(kind);

  it('start-session shows a QR as a PNG data URL; the phone sees its text; a scan links and syncs contacts', async () => {
    const app = await start();
    const ada = await person(app);
    expect(await ack(ada.socket, 'checkWhatsappSessionActive', ada.userId)).toBe(false);

    const qr = next(ada.socket, 'qr');
    ada.socket.emit('start-session', { userId: ada.userId });
    expect(qrPayloadSchema.parse(await qr).qrUrl.length).toBeGreaterThan(500);
    expect(await sessionOf(app, ada.email)).toMatchObject({ state: 'qr', qr: expect.stringMatching(/^sim:/) as string });

    const authenticated = next(ada.socket, 'authenticated');
    const history = next(ada.socket, 'history');
    const sync4 = next(ada.socket, 'sync-4');
    const full = next(ada.socket, 'full-history');
    await phone(app, 'scan', { email: ada.email });
    await authenticated;
    expect(chatsPayloadSchema.parse(await history).chats.length).toBeGreaterThan(0);
    const { chats } = chatsPayloadSchema.parse(await sync4);
    await full;
    expect(chats.length).toBeGreaterThanOrEqual(12);
    expect(chats.some((c) => c.name)).toBe(true);
    expect(chats.some((c) => !c.name && c.pushName)).toBe(true);
    expect(chats.some((c) => c.verifiedName)).toBe(true);
    expect(chats.some((c) => !c.name && !c.pushName && !c.verifiedName)).toBe(true);
    const times = chats.map((c) => c.lastMessageTimestamp ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await ack(ada.socket, 'checkWhatsappSessionActive', ada.userId)).toBe(true);
  });

  it('a second start-session while the QR is on show re-sends that QR instead of starting over', async () => {
    const app = await start();
    const ada = await person(app);
    const first = next<{ qrUrl: string }>(ada.socket, 'qr');
    ada.socket.emit('start-session', { userId: ada.userId });
    const again = next<{ qrUrl: string }>(ada.socket, 'qr');
    const { qrUrl } = await first;
    ada.socket.emit('start-session', { userId: ada.userId });
    expect((await again).qrUrl).toBe(qrUrl);
  });

  it('nobody scans: qr-timeout, and nothing is linked', async () => {
    const app = await start(fastQrs);
    const ada = await person(app);
    const timeout = next(ada.socket, 'qr-timeout');
    ada.socket.emit('start-session', { userId: ada.userId });
    await timeout;
    expect(await ack(ada.socket, 'checkWhatsappSessionActive', ada.userId)).toBe(false);
    expect(await sessionOf(app, ada.email)).toBeUndefined();
  });

  it('the onboarding message goes to the user’s own chat only, once', async () => {
    const app = await start();
    const ada = await person(app);
    await link(app, ada);
    ada.socket.emit('send-onboarding-message', ada.userId);
    ada.socket.emit('send-onboarding-message', ada.userId);
    await expect.poll(async () => (await sessionOf(app, ada.email))?.ownChat.map((m) => m.text)).toEqual([onboardingMessage]);
  });

  it('contacts and pictures on request; a live message moves its contact to the top', async () => {
    const app = await start();
    const ada = await person(app);
    await link(app, ada);
    const data = next(ada.socket, 'contacts-data');
    ada.socket.emit('get-contacts', ada.userId);
    const { chats } = chatsPayloadSchema.parse(await data);
    const images = next(ada.socket, 'contacts-images');
    ada.socket.emit('get-contact-images', ada.userId);
    const pictures = contactImagesPayloadSchema.parse(await images);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.every((p) => chats.some((c) => c.id === p.contact) && p.imgUrl.startsWith('data:image/svg+xml'))).toBe(true);

    const quiet = chats.at(-1)!;
    expect((await phone(app, 'messages', { email: ada.email, contactId: quiet.id, text: 'Are we still on for Friday?' })).status).toBe(200);
    await expect
      .poll(async () => {
        const again = next<{ chats: Contact[] }>(ada.socket, 'contacts-data');
        ada.socket.emit('get-contacts', ada.userId);
        return (await again).chats[0]?.id;
      })
      .toBe(quiet.id);
  });

  it('Remove WhatsApp: logout answers success and tells the other tabs; a second logout says already logged out', async () => {
    const app = await start();
    const ada = await person(app);
    await link(app, ada);
    const otherTab = await openSocket(app, ada.api);
    const told = next(otherTab, 'whatsapp-logout');
    expect(await ack(ada.socket, 'logout', ada.userId)).toEqual({ status: 'success' });
    expect(await told).toEqual({ message: 'not logged in' });
    expect(await ack(ada.socket, 'checkWhatsappSessionActive', ada.userId)).toBe(false);
    expect(await ack(ada.socket, 'logout', ada.userId)).toEqual({ status: 'error', message: 'User already logged out' });
    const notLinked = next(ada.socket, 'whatsapp-logout');
    ada.socket.emit('get-contacts', ada.userId);
    expect(await notLinked).toEqual({ message: 'not logged in' });
  });

  it('signing in again says WhatsApp is still linked (password and Google answers); after Remove WhatsApp it is not', async () => {
    const app = await start();
    const ada = await person(app);
    const signIn = async () => {
      const again = client(app.url);
      const login = await again.post('/api/auth/login', { email: ada.email, password: strongPassword });
      expect(login.status).toBe(200);
      return { login: loginAnswerSchema.parse(login.body), again };
    };
    expect((await signIn()).login.whatsappConnected).toBe(false);
    await link(app, ada);
    const { login, again } = await signIn();
    expect(login).toMatchObject({ userId: ada.userId, isEmailVerified: true, whatsappConnected: true });
    expect(googleAuthAnswerSchema.parse((await again.post('/api/auth/googleAuth', {})).body).whatsappConnected).toBe(true);
    expect(await ack(ada.socket, 'logout', ada.userId)).toEqual({ status: 'success' });
    expect((await signIn()).login.whatsappConnected).toBe(false);
  });

  it('the phone removes the linked device: disconnected {reason: logged-out}', async () => {
    const app = await start();
    const ada = await person(app);
    await link(app, ada);
    const disconnected = next(ada.socket, 'disconnected');
    await phone(app, 'unlink', { email: ada.email });
    expect(await disconnected).toEqual({ reason: 'logged-out' });
    expect(await ack(ada.socket, 'checkWhatsappSessionActive', ada.userId)).toBe(false);
  });

  it('WhatsApp refusing the connection while linking sends Connection-failure; starting again shows a new QR', async () => {
    const app = await start();
    const ada = await person(app);
    const qr = next(ada.socket, 'qr');
    ada.socket.emit('start-session', { userId: ada.userId });
    await qr;
    const failure = next(ada.socket, 'Connection-failure');
    await phone(app, 'refuse', { email: ada.email });
    await failure;
    const again = next(ada.socket, 'qr');
    ada.socket.emit('start-session', { userId: ada.userId });
    qrPayloadSchema.parse(await again);
  });

  it('the welcome cannot be sent while the link is reconnecting: chat-error, and it is sent when asked again later', async () => {
    const app = await start();
    const ada = await person(app);
    await link(app, ada);
    await phone(app, 'drop', { email: ada.email });
    const error = next(ada.socket, 'chat-error');
    ada.socket.emit('send-onboarding-message', ada.userId);
    expect(await error).toEqual({ message: 'WhatsApp is reconnecting. Please try again in a moment.' });
    await expect.poll(async () => (await sessionOf(app, ada.email))?.state, { timeout: 8000 }).toBe('open');
    ada.socket.emit('send-onboarding-message', ada.userId);
    await expect.poll(async () => (await sessionOf(app, ada.email))?.ownChat).toHaveLength(1);
  });

  it('a dropped connection comes back by itself and stays linked', async () => {
    const app = await start();
    const ada = await person(app);
    await link(app, ada);
    await phone(app, 'drop', { email: ada.email });
    expect((await sessionOf(app, ada.email))?.state).toBe('reconnecting');
    expect(await ack(ada.socket, 'checkWhatsappSessionActive', ada.userId)).toBe(true);
    await expect.poll(async () => (await sessionOf(app, ada.email))?.state, { timeout: 8000 }).toBe('open');
  });

  it("refuses another user's id on every linking event, and changes nothing", async () => {
    const app = await start();
    const ada = await person(app);
    const bob = await person(app);
    await link(app, bob);
    for (const [event, payload] of [
      ['checkWhatsappSessionActive', bob.userId],
      ['logout', bob.userId],
      ['start-session', { userId: bob.userId }],
      ['send-onboarding-message', bob.userId],
      ['get-contacts', bob.userId],
      ['get-contact-images', bob.userId],
    ] as const) {
      expect(await ack(ada.socket, event, payload)).toEqual({ status: 'error', message: 'That account is not yours.' });
    }
    expect(await ack(bob.socket, 'checkWhatsappSessionActive', bob.userId)).toBe(true);
    expect((await sessionOf(app, bob.email))?.ownChat).toEqual([]);
  });

  it('an account deleted while its socket is open gets user-not-found, and the socket ends', async () => {
    const app = await start();
    const ada = await person(app);
    const gone = next(ada.socket, 'user-not-found');
    const ended = next(ada.socket, 'disconnect');
    await app.deletion.erase({ id: ada.userId, email: ada.email, name: 'Ada Lovelace' });
    await gone;
    await ended;
    expect(await app.db.selectFrom('users').select('id').where('id', '=', ada.userId).execute()).toEqual([]);
  });

  it('the simulated phone checks its input', async () => {
    const app = await start();
    expect((await phone(app, 'scan', { email: 'not-an-email' })).status).toBe(400);
    expect((await phone(app, 'scan', { email: 'nobody@example.com' })).status).toBe(404);
    const ada = await person(app);
    expect((await phone(app, 'scan', { email: ada.email })).status).toBe(409);
    expect((await phone(app, 'messages', { email: ada.email, contactId: 'x', text: 'hi' })).status).toBe(400);
  });
});
