import { WhatsAppNotConnectedError, type WaEvent, type WaSessionState, type WhatsAppGateway } from '../gateway.ts';
import { GatewaySessions } from '../gateway-sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { addressBookFor, type AddressBook } from './address-book.ts';
import { hashSeed, seededRandom } from './seeded-random.ts';

/** Where a simulated link is remembered: what makes it survive a restart, like Baileys' credentials. */
export interface SimulatedLinkStore {
  load(sessionId: string): Promise<string | undefined>;
  save(sessionId: string, me: string): Promise<void>;
  delete(sessionId: string): Promise<void>;
}

export function memoryLinkStore(): SimulatedLinkStore {
  const links = new Map<string, string>();
  return {
    load: (id) => Promise.resolve(links.get(id)),
    save: (id, me) => Promise.resolve(void links.set(id, me)),
    delete: (id) => Promise.resolve(void links.delete(id)),
  };
}

/** WhatsApp's own timings by default (ARCHITECTURE §13); configuration shortens them for tests. */
export interface SimulatorTimings {
  firstQrMs: number;
  nextQrMs: number;
  qrRefs: number;
  connectMs: number;
  restartMs: number;
  historyChunkMs: number;
  reconnectMs: number;
}

export const defaultSimulatorTimings: SimulatorTimings = {
  firstQrMs: 60_000,
  nextQrMs: 20_000,
  qrRefs: 5,
  connectMs: 300,
  restartMs: 500,
  historyChunkMs: 700,
  reconnectMs: 2_000,
};

interface Session {
  state: WaSessionState;
  me?: string;
  qr?: string;
  timer?: unknown;
  book?: AddressBook;
}

/**
 * The WhatsApp stand-in of local mode: deterministic for an injected clock and seed. QRs rotate and
 * time out like WhatsApp's; `scan`, `deliver`, `drop` and `unlinkFromPhone` are the simulated phone.
 */
export class SimulatedWhatsApp extends GatewaySessions<Session> implements WhatsAppGateway {
  private readonly timings: SimulatorTimings;
  /** Everything sent, for the simulated phone's page and for tests. */
  readonly sent: { sessionId: string; to: string; text: string; messageId: string; at: number }[] = [];

  constructor(
    clock: Clock,
    private readonly options: { seed?: number; store?: SimulatedLinkStore; timings?: Partial<SimulatorTimings> } = {},
  ) {
    super(clock);
    this.timings = { ...defaultSimulatorTimings, ...options.timings };
  }

  protected newSession(): Session {
    return { state: 'stopped' };
  }

  private get store() {
    this.options.store ??= memoryLinkStore();
    return this.options.store;
  }

  private book(sessionId: string): AddressBook {
    const session = this.session(sessionId);
    session.book ??= addressBookFor(sessionId, this.options.seed ?? 0, this.clock.now());
    return session.book;
  }

  async hasCredentials(sessionId: string): Promise<boolean> {
    return (await this.store.load(sessionId)) !== undefined;
  }

  async start(sessionId: string): Promise<void> {
    const session = this.startable(sessionId);
    if (!session) return;
    const me = await this.store.load(sessionId);
    this.setState(sessionId, 'starting');
    if (me) {
      session.me = me;
      this.schedule(sessionId, this.timings.connectMs, () => this.open(sessionId, false));
    } else {
      this.showQr(sessionId, 0);
    }
  }

  private showQr(sessionId: string, index: number) {
    if (index >= this.timings.qrRefs) {
      this.session(sessionId).qr = undefined;
      this.emit({ type: 'qr-timeout', sessionId });
      this.emit({ type: 'closed', sessionId, kind: 'qr-expired', code: 408 });
      this.setState(sessionId, 'stopped');
      return;
    }
    const lifetime = index === 0 ? this.timings.firstQrMs : this.timings.nextQrMs;
    const nonce = seededRandom(hashSeed(`${sessionId}:${index}:${this.clock.now()}`, this.options.seed ?? 0)).hex(16);
    const qr = `sim:${sessionId}:${nonce}`;
    this.session(sessionId).qr = qr;
    if (index === 0) this.setState(sessionId, 'qr');
    this.emit({ type: 'qr', sessionId, qr, index, expiresAt: this.clock.now() + lifetime });
    this.schedule(sessionId, lifetime, () => this.showQr(sessionId, index + 1));
  }

  /** The phone's address book, for the simulated phone's "message from" list. */
  contactsOf(sessionId: string): { id: string; name: string }[] {
    return this.book(sessionId).contacts.map((c) => ({ id: c.id, name: c.name ?? c.verifiedName ?? c.notify ?? `+${c.id.split('@')[0]}` }));
  }

  /** The phone's conversation with one contact, oldest first (a demo result is made from it). */
  historyWith(sessionId: string, contactId: string): { text: string; fromMe: boolean; at: number }[] {
    return this.book(sessionId)
      .messages.filter((m) => m.chatId === contactId && m.text)
      .map((m) => ({ text: m.text, fromMe: m.fromMe, at: m.timestamp * 1000 }));
  }

  /** What was sent to the user's own chat ("Message yourself"), oldest first. */
  ownChat(sessionId: string): { text: string; at: number }[] {
    const { me } = this.book(sessionId);
    return this.sent.filter((m) => m.sessionId === sessionId && m.to === me).map(({ text, at }) => ({ text, at }));
  }

  /** The pending QR text of a session, as the simulated phone "sees" it. */
  pendingQr(sessionId: string): string | undefined {
    const session = this.sessions.get(sessionId);
    return session?.state === 'qr' ? session.qr : undefined;
  }

  /** The phone scans the pending QR: pairing, WhatsApp's restart (515), then open and history sync. */
  async scan(sessionId: string): Promise<boolean> {
    const session = this.session(sessionId);
    if (session.state !== 'qr') return false;
    this.cancel(sessionId);
    session.qr = undefined;
    session.me = this.book(sessionId).me;
    await this.store.save(sessionId, session.me);
    this.emit({ type: 'closed', sessionId, kind: 'restart', code: 515 });
    this.setState(sessionId, 'reconnecting');
    this.schedule(sessionId, this.timings.restartMs, () => {
      this.open(sessionId, true);
      this.syncHistory(sessionId);
    });
    return true;
  }

  private open(sessionId: string, newLogin: boolean) {
    const { me } = this.session(sessionId);
    this.setState(sessionId, 'open');
    this.emit({ type: 'open', sessionId, me: me ?? '', newLogin });
  }

  /** History arrives in chunks: the initial bootstrap in two parts, recent messages, then push names. */
  private syncHistory(sessionId: string) {
    const book = this.book(sessionId);
    const half = Math.ceil(book.chats.length / 2);
    const messagesOf = (ids: Set<string>) => book.messages.filter((m) => ids.has(m.chatId));
    const firstIds = new Set(book.chats.slice(0, half).map((c) => c.id));
    const restIds = new Set(book.chats.slice(half).map((c) => c.id));
    const chunks: Extract<WaEvent, { type: 'history' }>[] = [
      {
        type: 'history',
        sessionId,
        syncType: 0,
        progress: 40,
        isLatest: true,
        chats: book.chats.slice(0, half),
        contacts: book.contacts.slice(0, half),
        messages: messagesOf(firstIds),
      },
      {
        type: 'history',
        sessionId,
        syncType: 0,
        progress: 80,
        isLatest: true,
        chats: book.chats.slice(half),
        contacts: book.contacts.slice(half),
        messages: messagesOf(restIds),
      },
      { type: 'history', sessionId, syncType: 3, progress: 100, isLatest: true, chats: [], contacts: [], messages: [] },
      { type: 'history', sessionId, syncType: 4, progress: null, isLatest: true, chats: [], contacts: book.contacts, messages: [] },
    ];
    const next = (i: number) => {
      if (this.state(sessionId) !== 'open') return;
      const chunk = chunks[i];
      if (!chunk) {
        this.emit({ type: 'history-status', sessionId, syncType: 0, status: 'complete' });
        return;
      }
      this.emit(chunk);
      this.schedule(sessionId, this.timings.historyChunkMs, () => next(i + 1));
    };
    this.schedule(sessionId, this.timings.historyChunkMs, () => next(0));
  }

  /** A contact writes to the user (or, `fromMe`, the user writes to the contact from the phone). */
  deliver(sessionId: string, contactId: string, text: string, fromMe = false) {
    if (this.state(sessionId) !== 'open') throw new WhatsAppNotConnectedError(sessionId);
    const random = seededRandom(hashSeed(`${contactId}:${text}:${this.clock.now()}`));
    const message = {
      id: random.hex(20).toUpperCase(),
      chatId: contactId,
      fromMe,
      text,
      timestamp: Math.floor(this.clock.now() / 1000),
    };
    this.emit({ type: 'message', sessionId, message, live: true });
  }

  /** The connection drops (network); it comes back after a backoff, with the same link. */
  drop(sessionId: string) {
    if (this.state(sessionId) !== 'open') return;
    const willRetryAt = this.clock.now() + this.timings.reconnectMs;
    this.emit({ type: 'closed', sessionId, kind: 'transient', code: 428, willRetryAt });
    this.setState(sessionId, 'reconnecting');
    this.schedule(sessionId, this.timings.reconnectMs, () => this.open(sessionId, false));
  }

  /** WhatsApp refuses the connection (405, a client it no longer accepts): the session stops, the link stays. */
  refuse(sessionId: string) {
    const state = this.state(sessionId);
    if (state === 'stopped' || state === 'logged_out') return;
    this.cancel(sessionId);
    this.session(sessionId).qr = undefined;
    this.emit({ type: 'closed', sessionId, kind: 'outdated-client', code: 405 });
    this.setState(sessionId, 'stopped');
  }

  /** The user removes this device from the phone's "Linked devices". */
  async unlinkFromPhone(sessionId: string) {
    const state = this.state(sessionId);
    if (state === 'stopped' || state === 'logged_out') return;
    this.cancel(sessionId);
    await this.store.delete(sessionId);
    this.emit({ type: 'closed', sessionId, kind: 'logged-out', code: 401 });
    this.emit({ type: 'logged-out', sessionId, initiatedByUs: false });
    this.setState(sessionId, 'logged_out');
  }

  stop(sessionId: string): Promise<void> {
    this.cancel(sessionId);
    if (this.state(sessionId) !== 'stopped') this.setState(sessionId, 'stopped');
    return Promise.resolve();
  }

  async logout(sessionId: string): Promise<void> {
    this.cancel(sessionId);
    await this.store.delete(sessionId);
    this.session(sessionId).me = undefined;
    this.emit({ type: 'logged-out', sessionId, initiatedByUs: true });
    this.setState(sessionId, 'logged_out');
  }

  sendText(sessionId: string, toJid: string, text: string): Promise<{ messageId: string }> {
    if (this.state(sessionId) !== 'open') return Promise.reject(new WhatsAppNotConnectedError(sessionId));
    const messageId = seededRandom(hashSeed(`${toJid}:${text}:${this.sent.length}`))
      .hex(20)
      .toUpperCase();
    this.sent.push({ sessionId, to: toJid, text, messageId, at: this.clock.now() });
    return Promise.resolve({ messageId });
  }

  profilePictureUrl(sessionId: string, jid: string): Promise<string | null> {
    return Promise.resolve(this.book(sessionId).pictures.get(jid) ?? null);
  }

  shutdown(): Promise<void> {
    for (const id of this.sessions.keys()) this.cancel(id);
    return Promise.resolve();
  }
}
