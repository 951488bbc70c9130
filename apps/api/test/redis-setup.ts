import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A Redis started for this run on loopback, or null when redis-server is not installed. */
    redisUrl: string | null;
  }
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    }).on('error', () => resolve(false));
  });

/** Starts a throwaway, memory-only Redis on loopback for the limiter tests; stops it afterwards. */
export default async function setup(project: TestProject) {
  if (!existsSync('/usr/bin/redis-server')) {
    if (process.env.REQUIRE_REDIS) throw new Error('REQUIRE_REDIS is set but redis-server is not installed');
    console.warn('[tests] redis-server is not installed: the limiters are tested in memory only');
    project.provide('redisUrl', null);
    return undefined;
  }
  const port = await freePort();
  const redis = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100 && !(await answers(port)); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  project.provide('redisUrl', `redis://127.0.0.1:${port}`);
  return () => {
    redis.kill();
  };
}
