import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/**
 * docs/product.md §7/§9's client settings. The token is only a label: the server takes identity from the session
 * cookie (sent because of `withCredentials`) and ignores it.
 */
export function socketOptions(userId: string | null, now = Date.now()): Partial<ManagerOptions & SocketOptions> {
  return {
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    auth: { token: userId ?? `user-${now}` },
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    timeout: 20_000,
  };
}
