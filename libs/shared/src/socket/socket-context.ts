import { createContext, useContext } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../contracts/socket-events.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The one socket.io connection, created by the shell for a signed-in user (null for a guest). */
export const SocketContext = createContext<AppSocket | null>(null);
SocketContext.displayName = 'SocketContext';

export const useSocket = (): AppSocket | null => useContext(SocketContext);
