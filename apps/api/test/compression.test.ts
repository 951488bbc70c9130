import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** What a browser receives: status, headers and the bytes on the wire, undecoded. */
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const decode = (body: Buffer, encoding: unknown) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

// A built chunk as the build leaves it: the file and its .br and .gz siblings.
const chunk = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = "${'x'.repeat(i % 40)}";`).join('\n'));
const chunkPath = 'shell/dist/static/js/async/42.0123abcd.js';
const webFiles = { [chunkPath]: chunk, [`${chunkPath}.br`]: brotliCompressSync(chunk), [`${chunkPath}.gz`]: gzipSync(chunk) };

describe('compression', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('serves a built asset precompressed by Accept-Encoding "%s"', async (accept, expected) => {
    app = await startTestApp({ webFiles });
    const answer = await raw(`${app.url}/static/js/async/42.0123abcd.js`, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (expected) expect(answer.body.length).toBeLessThan(chunk.length / 3);
    expect(decode(answer.body, answer.headers['content-encoding']).equals(chunk)).toBe(true);
  });

  it('compresses JSON and HTML answers on the fly above a small size, and leaves small ones alone', async () => {
    app = await startTestApp({
      webFiles: {
        'shell/dist/index.html': `<!doctype html><title>Companion</title>${'<!-- padding -->'.repeat(200)}<div id="root"></div>`,
      },
    });
    const page = await raw(`${app.url}/signIn`, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decode(page.body, 'br').toString()).toContain('<div id="root"></div>');
    const docs = await raw(`${app.url}/api/docs`, { 'accept-encoding': 'gzip' });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(docs.body, 'gzip').toString())).toHaveProperty('openapi');
    const health = await raw(`${app.url}/api/health/live`, { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
