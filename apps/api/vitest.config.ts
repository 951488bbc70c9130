import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/postgres-setup.ts', 'test/redis-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
