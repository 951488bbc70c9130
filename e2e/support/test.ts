import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey runs under the server's Content-Security-Policy and fails if any page of it (popups
 * included) reports a violation: a screen that needs an inline script or an un-nonced style is a bug.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
