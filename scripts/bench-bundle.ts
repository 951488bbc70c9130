// Prints the gzip bytes of JavaScript the browser downloads for the first page (/signIn) and for
// loading each remote by client-side navigation, measured in Chromium against the built apps,
// and compares them with the budgets of ARCHITECTURE.md §8.
import { chromium, type Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { startApi } from '../e2e/support/processes.ts';
import { linkedPage } from '../e2e/support/whatsapp.ts';

interface JsFile {
  url: string;
  raw: number;
  gzip: number;
}

const KiB = 1024;
const budgets = { firstPage: 170 * KiB, remoteOverhead: 20 * KiB };
const remoteRoutes = [
  ['onboarding_mfe', '/home', 'onboarding-mfe', 'Welcome, Ada Lovelace!'],
  ['scheduling_mfe', '/cron-jobs', 'scheduling-mfe', 'Scheduled Wisdom Jobs'],
  ['results_mfe', '/result-entry/v0-4/bench-result-id-000000', 'results-mfe', 'Your Result'],
];

function recorder(page: Page) {
  let files: JsFile[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      files.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    } catch {
      // redirects and aborted requests have no body
    }
  });
  return { take: () => { const taken = files; files = []; return taken; } };
}

const sum = (files: JsFile[], key: 'raw' | 'gzip') => files.reduce((n, f) => n + f[key], 0);
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'within budget' : 'OVER BUDGET');

function report(title: string, files: JsFile[]) {
  console.log(`\n${title}: ${files.length} JS files, ${kib(sum(files, 'raw'))} raw, ${kib(sum(files, 'gzip'))} gzip`);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kib(f.gzip).padStart(10)}  ${f.url}`);
  }
}

const api = await startApi({});
const browser = await chromium.launch(chromiumLaunchOptions);
let over = false;
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const rec = recorder(page);
  await page.goto(`${api.url}/signIn`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  const first = rec.take();
  report('First page /signIn (shell + auth_mfe)', first);
  console.log(`  => ${kib(sum(first, 'gzip'))} of ${kib(budgets.firstPage)}: ${verdict(sum(first, 'gzip'), budgets.firstPage)}`);
  over ||= sum(first, 'gzip') > budgets.firstPage;

  // A real account with WhatsApp linked through the simulator: the server must accept this browser's
  // socket and confirm the link, or the guards would send it elsewhere.
  await linkedPage(page, api.url);
  for (const [remote, path, dir, heading] of remoteRoutes) {
    // A fresh load of a page that uses no remote (the 404), so each measures only what its route adds.
    await page.goto(`${api.url}/no-such-page`, { waitUntil: 'networkidle' });
    rec.take();
    const started = Date.now();
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.getByRole('heading', { name: heading }).waitFor();
    const elapsed = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const files = rec.take();
    // Its own code: the exposed screen and its chunks. Overhead: the remote entry (container and
    // bundler runtime) and any shared chunk fetched for it.
    const own = files.filter((f) => f.url.startsWith(`/mfe/${dir}/static/js/async/`));
    const overhead = sum(files, 'gzip') - sum(own, 'gzip');
    report(`Loading ${remote} (client-side navigation to ${path})`, files);
    console.log(`  => beyond its own code: ${kib(overhead)} of ${kib(budgets.remoteOverhead)}: ${verdict(overhead, budgets.remoteOverhead)}; route change to its heading ${elapsed} ms (budget 150 ms)`);
    over ||= overhead > budgets.remoteOverhead;
  }
} finally {
  await browser.close();
  await api.stop();
}
console.log(over ? '\nSome budget is exceeded.' : '\nAll bundle budgets hold.');
