import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey runs under the server's Content-Security-Policy and fails if any page of it (popups
 * included) reports a violation: a screen that needs an inline script or an un-nonced style is a bug.
 */
/** A client address of its own for each journey (the server trusts one proxy hop in the journeys). */
const addressFor = (testId: string) => {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`;
};

export const test = base.extend<{ cspViolations: string[]; clientAddress: string }>({
  /**
   * Each journey is another person on another network: the server's per-address limits (20
   * registrations per 10 minutes) count each journey on its own, as they would count real visitors.
   * '' sends none: the header goes with every request, so a journey loading from another origin
   * (a CDN, which would answer the header's CORS preflight with a refusal) turns it off.
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern.
  clientAddress: [async ({}, use, testInfo) => use(addressFor(testInfo.testId)), { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use(clientAddress ? { ...extraHTTPHeaders, 'x-forwarded-for': clientAddress } : extraHTTPHeaders);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, type Page };
