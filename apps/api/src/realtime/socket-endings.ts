import { sessionRoom, userRoom, type AppSocket, type AppSocketServer } from './socket-types.ts';

/**
 * Ends a socket's connection without a socket.io "disconnect" packet: the client takes it for a lost
 * connection and reconnects, and the handshake then tells it the session is over ('unauthorized'),
 * which the shell answers by signing out. Its rooms are left at once, so nothing more reaches it.
 */
export function closeSocket(socket: AppSocket): void {
  for (const room of [...socket.rooms]) void socket.leave(room);
  socket.conn.close(true);
}

function socketsIn(io: AppSocketServer, room: string): AppSocket[] {
  const ids = io.of('/').adapter.rooms.get(room);
  return ids ? [...ids].flatMap((id) => io.of('/').sockets.get(id) ?? []) : [];
}

/** Logout, password reset, expiry or the session cap ended these sessions: so do their sockets. */
export function closeSessionSockets(io: AppSocketServer, sessionIds: readonly string[]): void {
  for (const id of sessionIds) socketsIn(io, sessionRoom(id)).forEach(closeSocket);
}

/** The account is gone: its sockets hear 'user-not-found' (the shell signs out), then end. */
export function closeUserSockets(io: AppSocketServer, userId: string): void {
  for (const socket of socketsIn(io, userRoom(userId))) {
    socket.emit('user-not-found');
    socket.disconnect(true);
  }
}
