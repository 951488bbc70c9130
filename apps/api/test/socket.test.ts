import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp | undefined;
let client: Socket | undefined;
afterEach(async () => {
  client?.close();
  await app?.close();
  app = client = undefined;
});

function connect(url: string, origin: string): Promise<string> {
  client = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { origin }, reconnection: false, timeout: 5000 });
  return new Promise((resolve) => {
    client!.on('connect', () => resolve('connected'));
    client!.on('connect_error', (error) => resolve(error.message));
  });
}

describe('socket.io server', () => {
  it('accepts a websocket from the site itself', async () => {
    app = await startTestApp({ PUBLIC_URL: 'http://localhost:3999' });
    expect(await connect(app.url, 'http://localhost:3999')).toBe('connected');
  });

  it('refuses a websocket from another origin', async () => {
    app = await startTestApp({ PUBLIC_URL: 'http://localhost:3999' });
    expect(await connect(app.url, 'https://evil.example.com')).not.toBe('connected');
  });
});
