import { defineConfig } from 'vitest/config';

// Chat exports carry local wall-clock times: read them in one zone so golden readings are the same everywhere.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/postgres-setup.ts', 'test/redis-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
