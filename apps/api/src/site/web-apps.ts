import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { remoteDirs, type AppConfig } from '../config/config.ts';
import { setStaticCacheHeaders } from './cache-headers.ts';

/** Serves the built shell at `/` and each remote's build under `/mfe/<remote>/`. */
export async function registerWebApps(app: FastifyInstance, config: AppConfig): Promise<{ shellIndex: string | null }> {
  const shellDist = join(config.webRoot, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');
  if (existsSync(shellIndex)) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setStaticCacheHeaders,
    });
  } else {
    app.log.warn(`The shell is not built (${shellIndex} is missing): run "npm run build".`);
  }

  for (const dir of Object.values(remoteDirs)) {
    const root = join(config.webRoot, dir, 'dist');
    if (!existsSync(root)) {
      app.log.warn(`Remote ${dir} is not built (${root} is missing).`);
      continue;
    }
    await app.register(async (scope) => {
      // Manifests are fetched cross-origin when a shell elsewhere points at this build.
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: `/mfe/${dir}/`,
        decorateReply: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: setStaticCacheHeaders,
      });
    });
  }
  return { shellIndex: existsSync(shellIndex) ? shellIndex : null };
}
