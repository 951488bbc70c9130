import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';

/** A web root with a fake shell and auth-mfe build, so server tests need no real build. */
export function makeWebRoot(options: { shell?: boolean } = {}): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'companion-web-'));
  const files: Record<string, string> = {
    'auth-mfe/dist/mf-manifest.json': '{"id":"auth_mfe"}',
    'auth-mfe/dist/static/js/auth_mfe.0123abcd.js': 'console.log("auth")',
  };
  if (options.shell !== false) {
    files['shell/dist/index.html'] = '<!doctype html><title>Companion</title><div id="root"></div>';
    files['shell/dist/static/js/index.89abcdef.js'] = 'console.log("shell")';
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RunningApp extends App {
  url: string;
  close: () => Promise<void>;
}

/** createApp from an environment, listening on a free loopback port. */
export async function startTestApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const web = makeWebRoot({ shell: env.TEST_NO_SHELL !== '1' });
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: web.dir, PORT: '0', ...env });
  const app = await createApp(config);
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.http.server.address() as AddressInfo;
  return {
    ...app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.http.close();
      web.remove();
    },
  };
}
