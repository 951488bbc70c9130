import WebSocket from 'ws';

/**
 * A socket.io connection spoken by hand at the engine.io frame level (`4` message + `2` event, ...), so a
 * test can send what no socket.io client would: `42` with no event, `42[123]`, inherited property names,
 * broken JSON, oversized frames.
 */
export interface RawSocket {
  /** Sends one text or binary frame as it is. */
  send(frame: string | Buffer): void;
  /** Resolves with the first text frame matching `test`, or rejects after `timeoutMs`. */
  frame(test: (text: string) => boolean, timeoutMs?: number): Promise<string>;
  readonly open: boolean;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
  close(): void;
}

export function openRawSocket(baseUrl: string, headers: { origin: string; cookie: string }): Promise<RawSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { headers });
  const waiters = new Set<{ test: (text: string) => boolean; resolve: (text: string) => void }>();
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  ws.on('error', () => undefined);
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const text = (data as Buffer).toString('utf8');
    if (text === '2') ws.send('3'); // engine.io ping -> pong
    for (const waiter of waiters) {
      if (waiter.test(text)) {
        waiters.delete(waiter);
        waiter.resolve(text);
      }
    }
  });
  const frame = (test: (text: string) => boolean, timeoutMs = 5000) =>
    new Promise<string>((resolve, reject) => {
      const waiter = { test, resolve };
      waiters.add(waiter);
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error('no such frame in time'));
      }, timeoutMs);
      waiter.resolve = (text) => {
        clearTimeout(timer);
        resolve(text);
      };
      void closed.then(() => {
        if (waiters.delete(waiter)) {
          clearTimeout(timer);
          reject(new Error('connection closed'));
        }
      });
    });
  const socket: RawSocket = {
    send: (data) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(data);
    },
    frame,
    get open() {
      return ws.readyState === WebSocket.OPEN;
    },
    closed,
    close: () => ws.close(),
  };
  return (async () => {
    await frame((text) => text.startsWith('0{'));
    ws.send('40');
    await frame((text) => text.startsWith('40{'));
    return socket;
  })();
}
