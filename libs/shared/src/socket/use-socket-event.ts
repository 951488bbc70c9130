import { useEffect, useRef } from 'react';
import type { ServerEventName, ServerToClientEvents } from '../contracts/socket-events.ts';
import { useSocket } from './socket-context.ts';

/** Subscribes to a server event for the component's lifetime; the latest handler is always called. */
export function useSocketEvent<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useSocket();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return undefined;
    const listener = ((...args: unknown[]) =>
      (latest.current as (...a: unknown[]) => void)(...args)) as ServerToClientEvents[E];
    // socket.io's typed overloads cannot follow a generic event name.
    const typed = socket as unknown as {
      on(e: E, l: ServerToClientEvents[E]): void;
      off(e: E, l: ServerToClientEvents[E]): void;
    };
    typed.on(event, listener);
    return () => typed.off(event, listener);
  }, [socket, event]);
}
