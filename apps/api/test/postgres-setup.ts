import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An admin URL of a PostgreSQL started for this run, or null when none is installed. */
    postgresUrl: string | null;
  }
}

function findPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version ? join(root, version, 'bin') : undefined;
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

/** Starts a throwaway PostgreSQL cluster on loopback for the server tests; stops it afterwards. */
export default async function setup(project: TestProject) {
  const bin = findPgBin();
  if (!bin) {
    if (process.env.REQUIRE_POSTGRES) throw new Error('REQUIRE_POSTGRES is set but PostgreSQL is not installed');
    console.warn('[tests] PostgreSQL is not installed: server tests run on SQLite only');
    project.provide('postgresUrl', null);
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'companion-pg-'));
  chmodSync(dir, 0o777);
  // initdb refuses to run as root.
  const asPostgres = (cmd: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  const port = await freePort();
  const data = join(dir, 'data');
  asPostgres(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    const stop =
      process.getuid?.() === 0
        ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop']]
        : [join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']];
    spawnSync(stop[0] as string, stop[1] as string[], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
}
