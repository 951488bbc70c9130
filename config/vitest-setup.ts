import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// CI runs every project's tests at once on two cores; a second of slack for a screen to settle is
// not enough there. Only a failing wait gets slower.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
