import type { ClientEventHandlers, ClientEventName } from '@app/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { packetMessages } from './packet-guard.ts';
import type { AppSocket } from './socket-types.ts';

/** A handler gets the payload its schema parsed (packet-guard.ts puts it in the packet). */
type Handler<E extends ClientEventName> = (...args: Parameters<ClientEventHandlers[E]>) => unknown;

/**
 * Registers a handler that cannot take the process down: socket.io calls handlers outside any
 * try/catch, so an unexpected error, thrown or rejected, is caught here, logged, answered through the
 * acknowledgement, and ends this socket's connection (the client reconnects to a clean one).
 */
export function onEvent<E extends ClientEventName>(socket: AppSocket, event: E, handler: Handler<E>, log: FastifyBaseLogger): void {
  const safe = (...args: unknown[]) => {
    const last = args.at(-1);
    const fail = (error: unknown) => {
      log.error({ err: error, event }, 'socket handler failed');
      if (typeof last === 'function') (last as (answer: unknown) => void)({ status: 'error', message: packetMessages.failed });
      socket.conn.close();
    };
    try {
      const result = (handler as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) result.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
  socket.on(event, safe as never);
}
