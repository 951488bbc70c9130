import type { AuthenticationState, BaileysEventMap, WAVersion } from '@whiskeysockets/baileys';
import { jidNormalizedUser } from '@whiskeysockets/baileys';
import type { AuthStateStore } from '../credentials/auth-state-store.ts';
import { WhatsAppNotConnectedError, type WaSessionState, type WhatsAppGateway } from '../gateway.ts';
import { GatewaySessions } from '../gateway-sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { loadAuthState } from './baileys-auth-state.ts';
import { backoffMs, classifyClose } from './close-kind.ts';
import { defined, normaliseChat, normaliseContact, normaliseMessage } from './normalise.ts';

/** The part of a Baileys socket the adapter uses; the real one and the tests' fake both provide it. */
export interface BaileysSocket {
  ev: { on<E extends keyof BaileysEventMap>(event: E, listener: (arg: BaileysEventMap[E]) => void): void };
  user?: { id: string } | undefined;
  logout(message?: string): Promise<void>;
  end(error: Error | undefined): void;
  sendMessage(jid: string, content: { text: string }): Promise<{ key: { id?: string | null } } | undefined>;
  profilePictureUrl(jid: string, type?: 'preview' | 'image'): Promise<string | undefined>;
}

export type SocketFactory = (options: { sessionId: string; auth: AuthenticationState; version: WAVersion | undefined }) => BaileysSocket;

interface Session {
  state: WaSessionState;
  /** Bumped for every socket: events of a replaced socket are ignored. */
  generation: number;
  sock?: BaileysSocket;
  auth?: Awaited<ReturnType<typeof loadAuthState>>;
  me?: string;
  qrIndex: number;
  attempts: number;
  newLogin: boolean;
  loggingOut: boolean;
  timer?: unknown;
}

const firstQrMs = 60_000;
const nextQrMs = 20_000;

/**
 * Real WhatsApp through Baileys 7, behind our gateway interface. Credentials and keys live sealed in the
 * database; the close-code table (close-kind.ts, ARCHITECTURE §13) decides what happens after every close.
 */
export class BaileysWhatsApp extends GatewaySessions<Session> implements WhatsAppGateway {
  constructor(
    private readonly deps: {
      store: AuthStateStore;
      makeSocket: SocketFactory;
      clock: Clock;
      version?: () => Promise<WAVersion | undefined>;
      random?: () => number;
    },
  ) {
    super(deps.clock);
  }

  protected newSession(): Session {
    return { state: 'stopped', generation: 0, qrIndex: 0, attempts: 0, newLogin: false, loggingOut: false };
  }

  async hasCredentials(sessionId: string): Promise<boolean> {
    return (await this.deps.store.loadCreds(sessionId)) !== undefined;
  }

  async start(sessionId: string): Promise<void> {
    const session = this.startable(sessionId);
    if (!session) return;
    Object.assign(session, { qrIndex: 0, attempts: 0, newLogin: false, loggingOut: false });
    this.setState(sessionId, 'starting');
    session.auth = await loadAuthState(this.deps.store, sessionId);
    await this.connect(sessionId);
  }

  private async connect(sessionId: string) {
    const session = this.session(sessionId);
    const generation = ++session.generation;
    const version = await this.deps.version?.();
    if (generation !== session.generation || !session.auth) return;
    const sock = this.deps.makeSocket({ sessionId, auth: session.auth.state, version });
    session.sock = sock;
    const current = () => generation === session.generation;
    const auth = session.auth;

    sock.ev.on('creds.update', (change) => {
      void auth.update(change);
    });
    sock.ev.on('connection.update', (update) => {
      if (!current()) return;
      if (update.isNewLogin) session.newLogin = true;
      if (update.qr) this.showQr(sessionId, update.qr);
      if (update.connection === 'open') this.opened(sessionId, sock);
      if (update.connection === 'close') {
        const error = update.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined;
        void this.closed(sessionId, error?.output?.statusCode);
      }
    });
    sock.ev.on('messaging-history.set', (history) => {
      if (!current()) return;
      this.emit({
        type: 'history',
        sessionId,
        syncType: Number(history.syncType ?? 0),
        progress: history.progress ?? null,
        isLatest: Boolean(history.isLatest),
        chats: history.chats.map(normaliseChat).filter(defined),
        contacts: history.contacts.map(normaliseContact).filter(defined),
        messages: history.messages.map(normaliseMessage).filter(defined),
      });
    });
    sock.ev.on('messaging-history.status', ({ syncType, status }) => {
      if (current()) this.emit({ type: 'history-status', sessionId, syncType: Number(syncType), status });
    });
    const contacts = (list: Partial<BaileysEventMap['contacts.upsert'][number]>[]) => {
      const normalised = list.map(normaliseContact).filter(defined);
      if (current() && normalised.length) this.emit({ type: 'contacts', sessionId, contacts: normalised });
    };
    sock.ev.on('contacts.upsert', contacts);
    sock.ev.on('contacts.update', contacts);
    sock.ev.on('chats.upsert', (chats) => {
      const normalised = chats.map(normaliseChat).filter(defined);
      if (current() && normalised.length) this.emit({ type: 'chats', sessionId, chats: normalised });
    });
    sock.ev.on('messages.upsert', ({ messages, type }) => {
      if (!current()) return;
      for (const message of messages.map(normaliseMessage).filter(defined)) {
        this.emit({ type: 'message', sessionId, message, live: type === 'notify' });
      }
    });
  }

  private showQr(sessionId: string, qr: string) {
    const session = this.session(sessionId);
    const index = session.qrIndex++;
    this.setState(sessionId, 'qr');
    const now = this.clock.now();
    this.emit({ type: 'qr', sessionId, qr, index, expiresAt: now + (index === 0 ? firstQrMs : nextQrMs) });
  }

  private opened(sessionId: string, sock: BaileysSocket) {
    const session = this.session(sessionId);
    session.attempts = 0;
    session.me = sock.user ? jidNormalizedUser(sock.user.id) : session.me;
    this.setState(sessionId, 'open');
    this.emit({ type: 'open', sessionId, me: session.me ?? '', newLogin: session.newLogin });
    session.newLogin = false;
  }

  private async closed(sessionId: string, code: number | undefined) {
    const session = this.session(sessionId);
    session.sock = undefined;
    const { kind, action } = classifyClose(code, session.state === 'qr');
    if (action === 'reconnect-now') {
      this.emit({ type: 'closed', sessionId, kind, code });
      this.setState(sessionId, 'reconnecting');
      await this.connect(sessionId);
      return;
    }
    if (action === 'backoff') {
      session.attempts += 1;
      const willRetryAt = this.clock.now() + backoffMs(session.attempts, this.deps.random ?? Math.random);
      this.emit({ type: 'closed', sessionId, kind, code, willRetryAt });
      this.setState(sessionId, 'reconnecting');
      this.schedule(sessionId, willRetryAt - this.clock.now(), () => void this.connect(sessionId));
      return;
    }
    session.generation += 1;
    if (action === 'wipe-and-stop') {
      await this.deps.store.wipe(sessionId);
      session.auth = undefined;
      session.me = undefined;
    }
    if (kind === 'qr-expired') this.emit({ type: 'qr-timeout', sessionId });
    this.emit({ type: 'closed', sessionId, kind, code });
    if (kind === 'logged-out') {
      this.emit({ type: 'logged-out', sessionId, initiatedByUs: session.loggingOut });
      this.setState(sessionId, 'logged_out');
    } else {
      this.setState(sessionId, kind === 'qr-expired' || kind === 'replaced' ? 'stopped' : 'failed');
    }
  }

  /** Ends the socket without unlinking; its late events are ignored. */
  private detach(sessionId: string) {
    const session = this.session(sessionId);
    session.generation += 1;
    this.cancel(sessionId);
    const sock = session.sock;
    session.sock = undefined;
    return sock;
  }

  stop(sessionId: string): Promise<void> {
    this.detach(sessionId)?.end(undefined);
    this.setState(sessionId, 'stopped');
    return Promise.resolve();
  }

  async logout(sessionId: string): Promise<void> {
    const session = this.session(sessionId);
    session.loggingOut = true;
    const sock = this.detach(sessionId);
    // Tells WhatsApp to remove this linked device; the credentials go whatever it answers.
    await sock?.logout().catch(() => undefined);
    await this.deps.store.wipe(sessionId);
    Object.assign(session, { auth: undefined, me: undefined });
    this.emit({ type: 'logged-out', sessionId, initiatedByUs: true });
    this.setState(sessionId, 'logged_out');
  }

  async sendText(sessionId: string, toJid: string, text: string): Promise<{ messageId: string }> {
    const session = this.sessions.get(sessionId);
    if (session?.state !== 'open' || !session.sock) throw new WhatsAppNotConnectedError(sessionId);
    const sent = await session.sock.sendMessage(toJid, { text });
    return { messageId: sent?.key.id ?? '' };
  }

  async profilePictureUrl(sessionId: string, jid: string): Promise<string | null> {
    const sock = this.sessions.get(sessionId)?.sock;
    if (!sock) return null;
    // Throws for people whose picture is private: that is "no picture".
    return (await sock.profilePictureUrl(jid, 'preview').catch(() => undefined)) ?? null;
  }

  shutdown(): Promise<void> {
    for (const sessionId of this.sessions.keys()) this.detach(sessionId)?.end(undefined);
    return Promise.resolve();
  }
}
