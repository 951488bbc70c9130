import { clientEventSchemas, type ClientEventName, type ClientToServerEvents, type ServerToClientEvents } from '@app/shared/contracts';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { requestOrigin } from '../auth/origin-check.ts';
import type { AppConfig } from '../config/config.ts';

export interface SocketData {
  userId: string;
}
export type AppSocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The room every socket of one user joins: all their tabs receive the same events. */
export const userRoom = (userId: string) => `user:${userId}`;

/** The userId a payload claims, for the events whose payload is `(userId)` or `{userId}`. */
function claimedUserId(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (typeof payload === 'object' && payload !== null && 'userId' in payload) {
    return typeof payload.userId === 'string' ? payload.userId : undefined;
  }
  return undefined;
}

const userIdEvents = new Set<ClientEventName>([
  'logout', 'checkWhatsappSessionActive', 'getCompanionWisdom', 'setCompanionWisdom', 'get-user-language',
  'change-companion-language', 'generate-custom-wisdom', 'get-active-cron-jobs', 'start-session',
  'send-onboarding-message', 'get-contacts', 'get-contact-images', 'schedule-new-cron',
]);

/**
 * The realtime server at /socket.io, websocket only. CORS does not protect websockets, so the
 * handshake's Origin must be the site's own; identity comes from the session cookie, never from the
 * `auth.token` or a payload. Every packet is validated against the shared contract before any handler
 * sees it; a refused packet is answered through its acknowledgement, when it has one.
 */
export function createSocketServer(
  httpServer: HttpServer,
  config: AppConfig,
  authenticate: (cookieHeader: string | undefined) => Promise<string | undefined>,
  userExists: (userId: string) => Promise<boolean>,
): AppSocketServer {
  const allowedOrigin = new URL(config.publicUrl).origin;
  const io: AppSocketServer = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 256 * 1024,
    allowRequest: (request, callback) => callback(null, requestOrigin(request.headers) === allowedOrigin),
  });

  io.use((socket, next) => {
    authenticate(socket.request.headers.cookie).then(
      (userId) => {
        if (!userId) return next(new Error('unauthorized'));
        socket.data.userId = userId;
        void socket.join(userRoom(userId));
        return next();
      },
      () => next(new Error('unauthorized')),
    );
  });

  io.on('connection', (socket) => {
    socket.use((packet, next) => {
      const [event, payload] = packet as [string, unknown];
      const ack = packet.findLast((arg): arg is (answer: unknown) => void => typeof arg === 'function');
      const refuse = (message: string) => {
        ack?.({ status: 'error', message });
        next(new Error(message));
      };
      const schema = clientEventSchemas[event as ClientEventName] as (typeof clientEventSchemas)[ClientEventName] | undefined;
      if (!schema) return refuse(`Unknown event: ${event.slice(0, 64)}`);
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Invalid payload');
      if (userIdEvents.has(event as ClientEventName) && claimedUserId(payload) !== socket.data.userId) {
        return refuse('That account is not yours.');
      }
      // An account deleted while its socket was open (SPEC §4 'user-not-found').
      userExists(socket.data.userId).then(
        (exists) => {
          if (exists) return next();
          socket.emit('user-not-found');
          return refuse('User not found.');
        },
        () => refuse('Please try again.'),
      );
      return undefined;
    });
    // socket.use errors surface here; the acknowledgement already told the client.
    socket.on('error', () => undefined);
  });
  return io;
}
