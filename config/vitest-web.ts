import { defineConfig } from 'vitest/config';

/** Component and unit tests of a frontend project: jsdom, Testing Library matchers. */
export const webTestConfig = (setupFile: string) =>
  defineConfig({
    esbuild: { jsx: 'automatic' },
    test: {
      environment: 'jsdom',
      setupFiles: [setupFile],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  });
