import { describe, expect, it } from 'vitest';
import { socketOptions } from './socket-options.ts';

describe('socket options (docs/product.md §7, §9)', () => {
  it('websocket only, credentials on, reconnect 1 s up to 5 s, 20 s timeout, token = userId', () => {
    expect(socketOptions('u1')).toEqual({
      path: '/socket.io',
      transports: ['websocket'],
      withCredentials: true,
      auth: { token: 'u1' },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
    });
  });

  it("uses the placeholder 'user-{timestamp}' when there is no userId", () => {
    expect(socketOptions(null, 1_700_000_000_000).auth).toEqual({ token: 'user-1700000000000' });
  });
});
