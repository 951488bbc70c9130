import { defineConfig, devices } from '@playwright/test';
import { baseURL, e2ePort as port } from './support/base-url.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    // The real server as `npm start` runs it (its JavaScript build) in local mode, serving the production
    // builds of the apps (Nx builds them all before this target).
    command: 'node --enable-source-maps ../apps/api/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    // A fresh in-memory database per run: journeys start from nothing.
    // The journeys stand in for one proxy hop: each sends its own client address (support/test.ts).
    env: { PORT: String(port), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', NODE_ENV: 'development', SQLITE_FILE: ':memory:', TRUST_PROXY: '1' },
  },
});
