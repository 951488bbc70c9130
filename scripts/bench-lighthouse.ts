// Lighthouse (12.x, its default mobile settings: simulated slow 4G, 4x CPU) on the built apps served by
// the real server: /signIn for a new visitor and /whatsappLogin for a signed-in user, three runs each;
// prints the median performance score and LCP against ARCHITECTURE.md §8 (≥ 95, LCP ≤ 2.0 s).
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { createVerifiedAccount } from '../e2e/support/accounts.ts';
import { linkedPage } from '../e2e/support/whatsapp.ts';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { freePort, startApi } from '../e2e/support/processes.ts';

const runs = 3;
const budgets = { score: 95, lcpMs: 2000 };

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
}

/** The text of the element Lighthouse took for the largest paint (its first table's node). */
function lcpElementOf(audit: { details?: unknown } | undefined): string {
  const tables = (audit?.details as { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } | undefined)?.items;
  return tables?.[0]?.items?.[0]?.node?.nodeLabel ?? '?';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(url: string, port: number, context: BrowserContext): Promise<Run> {
  // A cold cache for every run, but the storage (the signed-in user's cookie and session) kept.
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
  };
}

const api = await startApi({});
const debuggingPort = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'companion-lighthouse-'));
const context = await chromium.launchPersistentContext(profile, {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${debuggingPort}`],
});
let over = false;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  let resultPath = '';
  const pages: [string, () => string, () => Promise<void>][] = [
    ['/signIn (new visitor)', () => '/signIn', () => Promise.resolve()],
    [
      '/whatsappLogin (signed in, verified)',
      () => '/whatsappLogin',
      async () => {
        const account = await createVerifiedAccount(page, undefined, api.url);
        await page.goto(`${api.url}/signIn`);
        await page.evaluate((state) => localStorage.setItem('persist:session', JSON.stringify({ version: 0, state })), {
          authenticatedUser: true,
          userId: account.userId,
          name: account.name,
          email: account.email,
        });
        await page.goto('about:blank');
      },
    ],
    [
      'a Wisdom result page (signed in, opened from the link)',
      () => resultPath,
      async () => {
        const owner = await linkedPage(page, api.url);
        const seeded = await page.request.post(`${api.url}/api/dev/results`, {
          data: { email: owner.email },
          headers: { origin: api.url },
        });
        const { id } = (await seeded.json()) as { id: string };
        resultPath = `/wisdom-result/v0-4/${id}`;
        await page.goto('about:blank');
      },
    ],
  ];
  for (const [title, path, prepare] of pages) {
    await prepare();
    const results: Run[] = [];
    for (let i = 0; i < runs; i += 1) results.push(await audit(`${api.url}${path()}`, debuggingPort, context));
    const score = median(results.map((r) => r.score));
    const lcp = median(results.map((r) => r.lcpMs));
    console.log(
      `\n${title}: performance ${results.map((r) => r.score).join(', ')} (median ${score}); LCP median ${(lcp / 1000).toFixed(2)} s`,
    );
    console.log(
      `  LCP ${results.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', ')} s, element: ${[...new Set(results.map((r) => JSON.stringify(r.lcpElement.slice(0, 60))))].join(' / ')}`,
    );
    console.log(`  TBT ${results.map((r) => Math.round(r.tbtMs)).join(', ')} ms; CLS ${results.map((r) => r.cls.toFixed(3)).join(', ')}`);
    const ok = score >= budgets.score && lcp <= budgets.lcpMs;
    console.log(`  => ${ok ? 'within budget' : 'OVER BUDGET'} (score ≥ ${budgets.score}, LCP ≤ ${budgets.lcpMs / 1000} s)`);
    over ||= !ok;
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await api.stop();
}
console.log(over ? '\nSome budget is exceeded.' : '\nAll Lighthouse budgets hold.');
