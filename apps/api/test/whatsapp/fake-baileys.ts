import type { AuthenticationState, BaileysEventMap } from '@whiskeysockets/baileys';
import { EventEmitter } from 'node:events';
import type { BaileysSocket, SocketFactory } from '../../src/whatsapp/baileys/baileys-gateway.ts';
import type { Clock } from '../../src/lib/clock.ts';

const closedWith = (statusCode: number) => ({
  connection: 'close' as const,
  lastDisconnect: { error: Object.assign(new Error(`closed ${statusCode}`), { output: { statusCode } }), date: new Date() },
});

class FakeSocket implements BaileysSocket {
  readonly emitter = new EventEmitter();
  readonly ev = {
    on: <E extends keyof BaileysEventMap>(event: E, listener: (arg: BaileysEventMap[E]) => void) => void this.emitter.on(event, listener),
  };
  user: { id: string } | undefined;
  open = false;
  ended = false;
  readonly sent: { to: string; text: string }[] = [];
  constructor(
    readonly sessionId: string,
    readonly auth: AuthenticationState,
  ) {}
  emit<E extends keyof BaileysEventMap>(event: E, arg: BaileysEventMap[E]) {
    if (!this.ended) this.emitter.emit(event, arg);
  }
  close(code: number) {
    this.open = false;
    this.emit('connection.update', closedWith(code));
    this.ended = true;
  }
  logout() {
    this.close(401);
    return Promise.resolve();
  }
  end() {
    this.ended = true;
    this.open = false;
  }
  sendMessage(to: string, { text }: { text: string }) {
    if (!this.open) return Promise.reject(new Error('Connection Closed'));
    this.sent.push({ to, text });
    return Promise.resolve({ key: { id: `3EB0${this.sent.length}` } });
  }
  profilePictureUrl(jid: string) {
    return jid.startsWith('49151') ? Promise.resolve(`https://pps.whatsapp.net/${jid}.jpg`) : Promise.reject(new Error('item-not-found'));
  }
}

const me = { id: '4915100000001:12@s.whatsapp.net', name: 'Ada' };

/**
 * Plays WhatsApp's side of Baileys' sockets, scripted from the close-code table (close-kind.ts): a socket without
 * paired credentials shows QRs (60 s, then 20 s, five refs) and closes 408; a scan pairs (creds.update
 * with `me`, isNewLogin) and closes 515; a paired socket opens, and after a new login sends history.
 */
export function fakeWhatsAppServer(clock: Clock) {
  const sockets = new Map<string, FakeSocket>();
  const historyDue = new Set<string>();
  let created = 0;

  const later = (ms: number, sock: FakeSocket, step: () => void) =>
    clock.setTimeout(() => {
      if (!sock.ended) step();
    }, ms);

  const showQrs = (sock: FakeSocket, ref: number) => {
    if (ref === 5) return sock.close(408);
    sock.emit('connection.update', { qr: `2@ref${ref},${sock.sessionId},noise,identity,adv` });
    later(ref === 0 ? 60_000 : 20_000, sock, () => showQrs(sock, ref + 1));
  };

  const makeSocket: SocketFactory = ({ sessionId, auth }) => {
    created += 1;
    const sock = new FakeSocket(sessionId, auth);
    sockets.set(sessionId, sock);
    later(0, sock, () => {
      sock.emit('connection.update', { connection: 'connecting' });
      if (!auth.creds.me) return showQrs(sock, 0);
      later(300, sock, () => {
        sock.open = true;
        sock.user = auth.creds.me;
        sock.emit('connection.update', { connection: 'open' });
        if (historyDue.delete(sessionId)) later(500, sock, () => sendHistory(sock));
      });
    });
    return sock;
  };

  const sendHistory = (sock: FakeSocket) => {
    sock.emit('messaging-history.set', {
      syncType: 0,
      progress: 100,
      isLatest: true,
      chats: [
        { id: '4915112345678@s.whatsapp.net', conversationTimestamp: { toNumber: () => 1_763_700_000 } as never },
        { id: '120363000000000000@g.us', conversationTimestamp: 1_763_700_100 },
      ],
      contacts: [{ id: '4915112345678@s.whatsapp.net', name: 'Grace', notify: 'G' }],
      messages: [
        {
          key: { remoteJid: '4915112345678@s.whatsapp.net', id: 'M1', fromMe: false },
          message: { conversation: 'Hi!' },
          messageTimestamp: 1_763_700_000,
        },
        {
          key: { remoteJid: '120363000000000000@g.us', id: 'M2', fromMe: false },
          message: { conversation: 'group chat' },
          messageTimestamp: 1_763_700_100,
        },
      ],
    });
    sock.emit('messaging-history.status', { syncType: 0, status: 'complete', explicit: true });
  };

  return {
    makeSocket,
    socketsCreated: () => created,
    socket: (sessionId: string) => sockets.get(sessionId),
    scan(sessionId: string) {
      const sock = sockets.get(sessionId);
      if (!sock || sock.ended) throw new Error('no socket showing a QR');
      sock.emit('creds.update', { me });
      sock.emit('connection.update', { isNewLogin: true, qr: undefined });
      historyDue.add(sessionId);
      sock.close(515);
    },
    close(sessionId: string, code: number) {
      sockets.get(sessionId)?.close(code);
    },
  };
}
