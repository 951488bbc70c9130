import type { ClientToServerEvents, ServerToClientEvents } from '@app/shared/contracts';
import type { Server, Socket } from 'socket.io';

export interface SocketData {
  userId: string;
  /** The session the socket was opened with (the stored hash of its cookie's token). */
  sessionId: string;
  sessionExpiresAt: number;
  emailVerified: boolean;
  /** The client's address, as the HTTP routes see it (through `TRUST_PROXY`'s proxies only). */
  address: string;
}
export type AppSocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The room every socket of one user joins: all their tabs receive the same events. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The room of one session's sockets: they end with it. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
