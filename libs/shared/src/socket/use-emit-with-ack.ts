import { useCallback } from 'react';
import type { ClientToServerEvents } from '../contracts/socket-events.ts';
import { useSocket } from './socket-context.ts';

type AckEvents = {
  [E in keyof ClientToServerEvents]: Parameters<ClientToServerEvents[E]> extends [unknown, (answer: infer _A) => void] ? E : never;
}[keyof ClientToServerEvents];
type PayloadOf<E extends AckEvents> = Parameters<ClientToServerEvents[E]>[0];
type AnswerOf<E extends AckEvents> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

export const defaultAckTimeoutMs = 20_000;

/** Emits an event that expects an acknowledgement; rejects when not connected or on timeout. */
export function useEmitWithAck() {
  const socket = useSocket();
  return useCallback(
    async <E extends AckEvents>(event: E, payload: PayloadOf<E>, timeoutMs = defaultAckTimeoutMs): Promise<AnswerOf<E>> => {
      if (!socket) throw new Error('Not connected');
      const emitter = socket.timeout(timeoutMs) as unknown as {
        emitWithAck(e: E, p: PayloadOf<E>): Promise<AnswerOf<E>>;
      };
      return emitter.emitWithAck(event, payload);
    },
    [socket],
  );
}
