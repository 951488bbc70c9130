import type { ClientToServerEvents, ServerToClientEvents } from '../contracts/socket-events.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io } from 'socket.io-client';
import { afterEach, beforeEach } from 'vitest';
import type { AppSocket } from '../socket/socket-context.ts';

export type TestServerSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/**
 * A real socket.io server on a free loopback port, for realtime tests: the app's real
 * client connects to it, and a test plays the api's part through the connected sockets.
 */
export async function startTestSocketServer(options: { refuse?: string } = {}) {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, { path: '/socket.io', transports: ['websocket'] });
  if (options.refuse) io.use((_socket, next) => next(new Error(options.refuse)));
  const connected: TestServerSocket[] = [];
  const waiters: ((socket: TestServerSocket) => void)[] = [];
  io.on('connection', (socket) => {
    connected.push(socket);
    waiters.splice(0).forEach((resolve) => resolve(socket));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    io,
    /** The next (or the already open) client connection. */
    connection: (): Promise<TestServerSocket> => {
      const open = connected.find((s) => s.connected);
      return open ? Promise.resolve(open) : new Promise((resolve) => waiters.push(resolve));
    },
    openCount: () => connected.filter((s) => s.connected).length,
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}
export type TestSocketServer = Awaited<ReturnType<typeof startTestSocketServer>>;

/** A client as the shell opens it (websocket only), for tests of screens that talk in realtime. */
export function connectTestClient(url: string): AppSocket {
  return io(url, { path: '/socket.io', transports: ['websocket'] });
}

/**
 * For each test of the calling file: a test socket server, the app's client connected to it, and the
 * server's side of that connection, with every event the client sent recorded. Read the fields inside
 * a test (they are replaced before each one).
 */
export function connectedPairPerTest() {
  const pair = {} as {
    server: TestSocketServer;
    client: AppSocket;
    serverSide: TestServerSocket;
    received: { event: string; payload: unknown }[];
    /** The payloads the client sent with `event`. */
    sent: (event: string) => unknown[];
  };
  beforeEach(async () => {
    pair.server = await startTestSocketServer();
    pair.client = connectTestClient(pair.server.url);
    pair.serverSide = await pair.server.connection();
    pair.received = [];
    pair.serverSide.onAny((event: string, payload: unknown) => pair.received.push({ event, payload }));
    pair.sent = (event) => pair.received.filter((r) => r.event === event).map((r) => r.payload);
  });
  afterEach(async () => {
    pair.client.close();
    await pair.server.close();
  });
  return pair;
}
