/**
 * The WhatsApp boundary (ARCHITECTURE §5, §13): the rest of the server sees these types only, never
 * Baileys'. One gateway per process manages many sessions, keyed by our user id.
 */
export type WaSessionState = 'stopped' | 'starting' | 'qr' | 'syncing' | 'open' | 'reconnecting' | 'logged_out' | 'failed';

/** Why a connection closed, from WhatsApp's status codes (close-kind.ts). */
export type CloseKind =
  'restart' | 'qr-expired' | 'transient' | 'replaced' | 'logged-out' | 'forbidden' | 'outdated-client' | 'bad-session' | 'unknown';

export interface WaContact {
  id: string;
  /** Address-book name, when the phone has the contact saved. */
  name?: string | null;
  /** The name the contact gave themselves ("push name"). */
  notify?: string | null;
  verifiedName?: string | null;
}

export interface WaChat {
  id: string;
  name?: string | null;
  /** Seconds since the epoch. */
  lastMessageTimestamp?: number | null;
}

export interface WaMessage {
  id: string;
  chatId: string;
  fromMe: boolean;
  text: string;
  /** Seconds since the epoch. */
  timestamp: number;
}

export type WaEvent =
  | { type: 'state'; sessionId: string; state: WaSessionState }
  | { type: 'qr'; sessionId: string; qr: string; index: number; expiresAt: number }
  | { type: 'qr-timeout'; sessionId: string }
  | { type: 'open'; sessionId: string; me: string; newLogin: boolean }
  | {
      type: 'history';
      sessionId: string;
      syncType: number;
      progress: number | null;
      isLatest: boolean;
      chats: WaChat[];
      contacts: WaContact[];
      messages: WaMessage[];
    }
  | { type: 'history-status'; sessionId: string; syncType: number; status: 'complete' | 'paused' }
  | { type: 'contacts'; sessionId: string; contacts: WaContact[] }
  | { type: 'chats'; sessionId: string; chats: WaChat[] }
  | { type: 'message'; sessionId: string; message: WaMessage; live: boolean }
  | { type: 'closed'; sessionId: string; kind: CloseKind; code?: number; willRetryAt?: number }
  | { type: 'logged-out'; sessionId: string; initiatedByUs: boolean };

export type WaEventListener = (event: WaEvent) => void;

/** Thrown by `sendText` while the session is not open; callers answer it, never crash on it. */
export class WhatsAppNotConnectedError extends Error {
  constructor(readonly sessionId: string) {
    super('WhatsApp is not connected');
    this.name = 'WhatsAppNotConnectedError';
  }
}

export interface WhatsAppGateway {
  /** Opens the session: from stored credentials when it has them, else by QR. Idempotent. */
  start(sessionId: string): Promise<void>;
  /** Closes the connection and keeps the credentials (shutdown, hand-off). */
  stop(sessionId: string): Promise<void>;
  /** Unlinks the device and deletes the credentials. */
  logout(sessionId: string): Promise<void>;
  state(sessionId: string): WaSessionState;
  /** Sessions this process holds a connection (or a pending one) for: everything but stopped and logged out. */
  liveSessions(): string[];
  /** Whether credentials are stored, i.e. the link survives a restart. */
  hasCredentials(sessionId: string): Promise<boolean>;
  sendText(sessionId: string, toJid: string, text: string): Promise<{ messageId: string }>;
  /** The linked account's own chat id, once open. */
  selfJid(sessionId: string): string | undefined;
  /** A picture URL (or data URL), or null when there is none or it is private. */
  profilePictureUrl(sessionId: string, jid: string): Promise<string | null>;
  on(listener: WaEventListener): () => void;
  shutdown(): Promise<void>;
}
