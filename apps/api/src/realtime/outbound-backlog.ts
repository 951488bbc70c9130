import type { AppSocket } from './socket-types.ts';

/** What one socket may leave unread before the server stops answering it: answers are kilobytes. */
export const outboundBacklogLimitBytes = 1024 * 1024;

interface EngineConnection {
  /** Packets engine.io holds while the transport is still busy with earlier ones. */
  writeBuffer?: { data?: unknown }[];
  /** The websocket (ws) under the transport: what it has queued and the kernel has not taken. */
  transport?: { socket?: { bufferedAmount?: number; terminate?: () => void } };
}

const sizeOf = (data: unknown) => (typeof data === 'string' ? data.length : data instanceof Uint8Array ? data.byteLength : 0);

/**
 * Bytes the server has written to this socket that its client has not read yet. A client that asks and
 * never reads would otherwise make the server hold every answer in memory (a probe reached 3.5 GB).
 */
export function outboundBacklog(socket: AppSocket): number {
  const conn = socket.conn as unknown as EngineConnection;
  let bytes = conn.transport?.socket?.bufferedAmount ?? 0;
  for (const packet of conn.writeBuffer ?? []) bytes += sizeOf(packet.data);
  return bytes;
}

/**
 * Ends a client that does not read: at once, without the closing handshake (which it would not read
 * either, holding the connection and its unsent answers for ws's 30 s close timeout).
 */
export function dropUnreadSocket(socket: AppSocket): void {
  for (const room of [...socket.rooms]) void socket.leave(room);
  const conn = socket.conn as unknown as EngineConnection;
  conn.transport?.socket?.terminate?.();
  socket.conn.close(true);
}
