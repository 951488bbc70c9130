import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts another instance of the real api with extra environment; resolves when it is healthy. Give a
 * port to start it again where a browser already knows it (a restart).
 */
export async function startApi(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: workspaceRoot,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'warn', SQLITE_FILE: ':memory:', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${url}/api/health`, child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      // A shutdown that hangs must not hang the journey: kill it after 5 s.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
