import type { ClientToServerEvents, ServerToClientEvents } from '@app/shared/contracts';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { AppConfig } from '../config/config.ts';

export type AppSocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * The realtime server at /socket.io, websocket only. CORS does not protect websockets, so the
 * handshake's Origin must be the site's own. Session authentication arrives with the accounts work.
 */
export function createSocketServer(httpServer: HttpServer, config: AppConfig): AppSocketServer {
  const allowedOrigin = new URL(config.publicUrl).origin;
  return new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    allowRequest: (request, callback) => {
      callback(null, request.headers.origin === allowedOrigin);
    },
  });
}
