import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/** `npm run screens`: every screen and state at a phone's and a desktop's size, into docs/screens/. */
export default defineConfig({
  ...base,
  testDir: './screens',
  retries: 0,
  timeout: 60_000,
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  ],
});
