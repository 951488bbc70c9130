import type { RsbuildPlugin } from '@rsbuild/core';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this, the headers of a compressed answer outweigh what compression saves. */
const smallestWorthIt = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

/**
 * Compression done once, at build time, at the highest levels (too slow per request): every text
 * asset gets `.br` and `.gz` siblings, which the api serves by Accept-Encoding (docs: ARCHITECTURE §10).
 */
export const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'companion:precompress',
  setup(api) {
    api.onAfterBuild(async () => {
      const root = api.context.distPath;
      const work: Promise<void>[] = [];
      for await (const path of files(root)) {
        if ((await stat(path)).size < smallestWorthIt) continue;
        work.push(
          (async () => {
            const content = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < content.length) await writeFile(`${path}.br`, br);
            if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
          })(),
        );
      }
      await Promise.all(work);
    });
  },
});
