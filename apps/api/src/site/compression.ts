import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers made per request (HTML, JSON) are compressed on the fly, quickly (Brotli quality 4); built
 * assets were compressed at the highest levels at build time and are served as they are
 * (`preCompressed` in web-apps.ts). Small answers go as they are: headers would outweigh the saving.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'identity'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
