import { expect, test } from '../support/test.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, workspaceRoot } from '../support/processes.ts';
import { serveStatic } from '../support/static-server.ts';

// The remote comes from another origin: no added client address (see support/test.ts).
test.use({ clientAddress: '' });

let outDir = '';
let cdn: Awaited<ReturnType<typeof serveStatic>> | undefined;
let api: Awaited<ReturnType<typeof startApi>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A second, separate production build of auth-mfe, as a team would upload a new version.
  outDir = mkdtempSync(join(tmpdir(), 'auth-mfe-v2-'));
  const build = spawnSync(join(workspaceRoot, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: join(workspaceRoot, 'apps/auth-mfe'),
    env: { ...process.env, BUILD_OUT_DIR: outDir },
    encoding: 'utf8',
    timeout: 90_000,
  });
  expect(build.status, build.stderr).toBe(0);
  cdn = await serveStatic(outDir);
  // Only configuration changes: the shell build is the same one the main server uses.
  api = await startApi({ REMOTE_AUTH_MFE_URL: `${cdn.url}/mf-manifest.json` });
});

test.afterAll(async () => {
  await api?.stop();
  await cdn?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('pointing one remote at a second build through configuration serves that build', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (/auth[-_]mfe|mf-manifest/.test(request.url())) remoteRequests.push(request.url());
  });

  const remotes: unknown = await (await fetch(`${api!.url}/remotes.json`)).json();
  expect(remotes).toMatchObject({ auth_mfe: `${cdn!.url}/mf-manifest.json`, results_mfe: '/mfe/results-mfe/mf-manifest.json' });

  await page.goto(`${api!.url}/signIn`);
  await expect(page.getByRole('heading', { name: 'Welcome to Companion' })).toBeVisible();
  expect(remoteRequests.some((url) => url.startsWith(`${cdn!.url}/static/js/auth_mfe.`))).toBe(true);
  expect(remoteRequests.filter((url) => url.includes('/mfe/auth-mfe/'))).toEqual([]);
});
