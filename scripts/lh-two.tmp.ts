import lighthouse from 'lighthouse';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createVerifiedAccount } from '../e2e/support/accounts.ts';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { startApi } from '../e2e/support/processes.ts';
const path = process.argv[2]!;
const api = await startApi({});
const port = 9334;
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'lh-')), { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${port}`] });
const page = context.pages()[0] ?? (await context.newPage());
if (path !== '/signIn') {
  const account = await createVerifiedAccount(page, undefined, api.url);
  await page.goto(`${api.url}/signIn`);
  await page.evaluate((state) => localStorage.setItem('persist:session', JSON.stringify({ version: 0, state })), { authenticatedUser: true, userId: account.userId, name: account.name, email: account.email });
  await page.goto('about:blank');
}
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
const cdp = await context.newCDPSession(page); await cdp.send('Network.clearBrowserCache'); await cdp.detach();
const r = await lighthouse(`${api.url}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
const a = r!.lhr.audits;
console.log('score', r!.lhr.categories.performance!.score, 'FCP', Math.round(a['first-contentful-paint']!.numericValue!), 'LCP', Math.round(a['largest-contentful-paint']!.numericValue!), 'TBT', Math.round(a['total-blocking-time']!.numericValue!));
if (process.argv[4]) {
  for (const q of (a['network-requests'] as any).details.items) console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), (q.transferSize / 1024).toFixed(1), q.priority, q.url.replace(api.url, ''));
  console.log(JSON.stringify((a['bootup-time'] as any).details.items.map((i: any) => [i.url.replace(api.url, ''), Math.round(i.total), Math.round(i.scripting)])));
}
}
await context.close(); await api.stop();
