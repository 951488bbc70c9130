import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server } from 'socket.io';
import { requestOrigin } from '../auth/origin-check.ts';
import type { Clock } from '../lib/clock.ts';
import { spend } from '../lib/limiters.ts';
import type { EventLimits } from './event-limits.ts';
import { packetGuard } from './packet-guard.ts';
import { closeSocket } from './socket-endings.ts';
import { sessionRoom, userRoom, type AppSocket, type AppSocketServer, type SocketData } from './socket-types.ts';

export interface SocketServerDeps {
  /** The session a handshake's cookie names, or undefined. */
  authenticate: (cookieHeader: string | undefined) => Promise<Omit<SocketData, 'address'> | undefined>;
  /** The client's address of a handshake request. */
  clientAddress: (request: IncomingMessage) => string;
  isEmailVerified: (userId: string) => Promise<boolean>;
  limits: EventLimits;
  clock: Clock;
}

// setTimeout's longest delay (~24.8 days); a 30-day session's timer is re-armed when it fires.
const longestTimer = 2 ** 31 - 1;

/** Ends the socket's connection when its session expires, wherever the socket is in its life. */
function armExpiry(socket: AppSocket, clock: Clock): void {
  let timer: unknown;
  const arm = () => {
    const left = socket.data.sessionExpiresAt - clock.now();
    if (left <= 0) return closeSocket(socket);
    timer = clock.setTimeout(arm, Math.min(left, longestTimer));
    return undefined;
  };
  arm();
  socket.once('disconnect', () => clock.clearTimeout(timer));
}

/**
 * The realtime server at /socket.io, websocket only. CORS does not protect websockets, so the
 * handshake's Origin must be the site's own; identity comes from the session cookie, never from the
 * `auth.token` or a payload. Each socket joins its user's room and its session's room, so ending a
 * session or an account ends its sockets (`socket-endings.ts`). Every packet passes `packetGuard`.
 */
export function createSocketServer(httpServer: HttpServer, allowedOrigin: string, deps: SocketServerDeps): AppSocketServer {
  const io: AppSocketServer = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 256 * 1024,
    allowRequest: (request, callback) => callback(null, requestOrigin(request.headers) === allowedOrigin),
  });

  io.use((socket, next) => {
    const handshake = async () => {
      const session = await deps.authenticate(socket.request.headers.cookie);
      if (!session || session.sessionExpiresAt <= deps.clock.now()) return next(new Error('unauthorized'));
      if ((await spend(deps.limits.connections, session.userId)) > 0)
        return next(new Error('Too many connections. Please try again in a minute.'));
      socket.data = { ...session, address: deps.clientAddress(socket.request) };
      await socket.join([userRoom(session.userId), sessionRoom(session.sessionId)]);
      return next();
    };
    handshake().catch(() => next(new Error('unauthorized')));
  });

  io.on('connection', (socket) => {
    armExpiry(socket, deps.clock);
    socket.use(packetGuard(socket, { ...deps, close: closeSocket }));
    // A refused packet surfaces here; its acknowledgement already told the client.
    socket.on('error', () => undefined);
  });
  return io;
}
