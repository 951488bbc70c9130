import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers for the 3 s messages and countdowns; tests move time with `vi.advanceTimersByTime`.
 * Time never moves by itself, so a slow machine cannot tick a countdown between two assertions.
 * Testing Library's polling (findBy*, waitFor) advances these timers through the `jest` global it
 * looks for. That polling is counted in fake steps, not real time, and React may need more of them
 * when the machine is busy, so it is allowed 100 steps (5 fake seconds) instead of 20.
 */
export function installFakeClock() {
  configure({ asyncUtilTimeout: 5000 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
