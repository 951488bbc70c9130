// Prints the bytes of JavaScript the browser downloads for the first page (/signIn, and /whatsappLogin
// for a newly verified user) and for loading
// each remote by client-side navigation, measured in Chromium against the built apps: on the wire as
// Chromium receives them with the server's own encoding (CDP encodedDataLength), beside raw and
// gzip-6 sizes; and the first page's waterfall. Compared with the budgets of ARCHITECTURE.md §8.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { startApi } from '../e2e/support/processes.ts';
import { createVerifiedAccount } from '../e2e/support/accounts.ts';
import { linkedPage } from '../e2e/support/whatsapp.ts';

interface JsFile {
  url: string;
  raw: number;
  gzip: number;
  wire: number;
}

const KiB = 1024;
// The first page's wire budget was decided at 165 KiB with the stack (ARCHITECTURE §8).
const budgets = { firstPage: 170 * KiB, firstPageWire: 165 * KiB, remoteOverhead: 20 * KiB };
const remoteRoutes = [
  ['onboarding_mfe', '/home', 'onboarding-mfe', 'Welcome, Ada Lovelace!'],
  ['scheduling_mfe', '/cron-jobs', 'scheduling-mfe', 'Scheduled Wisdom Jobs'],
  ['results_mfe', '/result-entry/v0-4/bench-result-id-000000', 'results-mfe', 'Your Result'],
];

interface Timing {
  url: string;
  type: string;
  start: number;
  end: number;
  wire: number;
}

/** Every request as Chromium's network stack sees it: bytes on the wire, start and end times. */
async function wireRecorder(cdp: CDPSession) {
  await cdp.send('Network.enable');
  const requests = new Map<string, Timing>();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? '', start: e.timestamp, end: 0, wire: 0 }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, wire: e.encodedDataLength });
  });
  return {
    wireOf: (url: string) => [...requests.values()].filter((r) => r.url === url).reduce((n, r) => n + r.wire, 0),
    take: () => {
      const taken = [...requests.values()];
      requests.clear();
      return taken;
    },
  };
}

function recorder(page: Page, wireOf: (url: string) => number) {
  let files: (Omit<JsFile, 'wire'> & { href: string })[] = [];
  const seen = new Set<string>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    // A preloaded script is asked for again from the cache: count each file once. Marked before the
    // body is awaited, so the second response cannot slip in while the first one is being read.
    if (seen.has(response.url())) return;
    seen.add(response.url());
    try {
      const body = await response.body();
      files.push({
        href: response.url(),
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
      });
    } catch {
      // redirects and aborted requests have no body
    }
  });
  return {
    take: (): JsFile[] => {
      const taken = files.map(({ href, ...f }) => ({ ...f, wire: wireOf(href) }));
      files = [];
      seen.clear();
      return taken;
    },
  };
}

/** The first page's requests in the order they started, with start and end after the navigation. */
function printWaterfall(path: string, requests: Timing[]) {
  const t0 = Math.min(...requests.map((r) => r.start));
  console.log(`\nWaterfall of ${path} (ms after the page request; bytes on the wire):`);
  for (const r of [...requests].sort((a, b) => a.start - b.start)) {
    const path = new URL(r.url).pathname;
    console.log(
      `  ${String(Math.round((r.start - t0) * 1000)).padStart(5)} → ${String(Math.round((r.end - t0) * 1000)).padStart(5)}  ${kib(r.wire).padStart(10)}  ${r.type.padEnd(10)} ${path}`,
    );
  }
}

const sum = (files: JsFile[], key: 'raw' | 'gzip' | 'wire') => files.reduce((n, f) => n + f[key], 0);
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'within budget' : 'OVER BUDGET');

function report(title: string, files: JsFile[]) {
  console.log(
    `\n${title}: ${files.length} JS files, ${kib(sum(files, 'raw'))} raw, ${kib(sum(files, 'gzip'))} gzip-6, ${kib(sum(files, 'wire'))} on the wire`,
  );
  for (const f of [...files].sort((a, b) => b.wire - a.wire)) {
    console.log(`  ${kib(f.wire).padStart(10)} wire ${kib(f.gzip).padStart(10)} gzip-6  ${f.url}`);
  }
}

/** A cold load of `path` in `context` (an empty cache), measured until its heading shows and the network is idle. */
async function firstPage(context: BrowserContext, path: string, heading: string, title: string): Promise<boolean> {
  const page = await context.newPage();
  const wire = await wireRecorder(await context.newCDPSession(page));
  const rec = recorder(page, wire.wireOf);
  await page.goto(`${api.url}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  const files = rec.take();
  printWaterfall(path, wire.take());
  report(`First page ${path} (${title})`, files);
  console.log(`  => gzip-6 ${kib(sum(files, 'gzip'))} of ${kib(budgets.firstPage)}: ${verdict(sum(files, 'gzip'), budgets.firstPage)}`);
  console.log(
    `  => on the wire ${kib(sum(files, 'wire'))} of ${kib(budgets.firstPageWire)}: ${verdict(sum(files, 'wire'), budgets.firstPageWire)}`,
  );
  await page.close();
  return sum(files, 'gzip') > budgets.firstPage || sum(files, 'wire') > budgets.firstPageWire;
}

/** A browser whose storage holds a newly verified account's session (the state the app keeps after sign-in). */
async function signedInContext(browser: Browser): Promise<BrowserContext> {
  const setup = await browser.newContext();
  const page = await setup.newPage();
  const account = await createVerifiedAccount(page, undefined, api.url);
  await page.goto(`${api.url}/no-such-page`);
  await page.evaluate((state) => localStorage.setItem('persist:session', JSON.stringify({ version: 0, state })), {
    authenticatedUser: true,
    userId: account.userId,
    name: account.name,
    email: account.email,
  });
  const storageState = await setup.storageState();
  await setup.close();
  return browser.newContext({ storageState });
}

const api = await startApi({});
const browser = await chromium.launch(chromiumLaunchOptions);
let over = false;
try {
  const signInOver = await firstPage(await browser.newContext(), '/signIn', 'Welcome to Companion', 'a new visitor: shell + auth_mfe');
  const connectOver = await firstPage(
    await signedInContext(browser),
    '/whatsappLogin',
    'Connect WhatsApp',
    'a newly verified user: shell + onboarding_mfe + socket',
  );
  over = signInOver || connectOver;

  // A result page opened cold from the WhatsApp link: the reader's session, a real result.
  const setup = await browser.newContext();
  const setupPage = await setup.newPage();
  const owner = await linkedPage(setupPage, api.url);
  const seeded = await setupPage.request.post(`${api.url}/api/dev/results`, { data: { email: owner.email }, headers: { origin: api.url } });
  const { id } = (await seeded.json()) as { id: string };
  const resultContext = await browser.newContext({ storageState: await setup.storageState() });
  await setup.close();
  await firstPage(resultContext, `/wisdom-result/v0-4/${id}`, 'Stoicism', 'a result opened from WhatsApp: shell + results_mfe + socket');

  const context = await browser.newContext();
  const page = await context.newPage();
  const wire = await wireRecorder(await context.newCDPSession(page));
  const rec = recorder(page, wire.wireOf);

  // A real account with WhatsApp linked through the simulator: the server must accept this browser's
  // socket and confirm the link, or the guards would send it elsewhere.
  await linkedPage(page, api.url);
  for (const [remote, path, dir, heading] of remoteRoutes) {
    // A fresh load of a page that uses no remote (the 404), so each measures only what its route adds.
    await page.goto(`${api.url}/no-such-page`, { waitUntil: 'networkidle' });
    rec.take();
    wire.take();
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
    console.log(
      `  => beyond its own code: ${kib(overhead)} of ${kib(budgets.remoteOverhead)}: ${verdict(overhead, budgets.remoteOverhead)}; route change to its heading ${elapsed} ms (budget 150 ms)`,
    );
    over ||= overhead > budgets.remoteOverhead;
  }
} finally {
  await browser.close();
  await api.stop();
}
console.log(over ? '\nSome budget is exceeded.' : '\nAll bundle budgets hold.');
