import { useEffect, useEffectEvent } from 'react';
import type { ServerEventName, ServerToClientEvents } from '../contracts/socket-events.ts';
import { useSocket } from './socket-context.ts';

type Listener = (...args: unknown[]) => void;

/** Subscribes to a server event for the component's lifetime; the latest handler is always called. */
export function useSocketEvent<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useSocket();
  const onEvent = useEffectEvent((...args: unknown[]) => (handler as Listener)(...args));
  useEffect(() => {
    if (!socket) return undefined;
    const listener: Listener = (...args) => onEvent(...args);
    // socket.io's typed overloads cannot follow a generic event name.
    const untyped = socket as unknown as { on(e: string, l: Listener): void; off(e: string, l: Listener): void };
    untyped.on(event, listener);
    return () => untyped.off(event, listener);
  }, [socket, event]);
}
