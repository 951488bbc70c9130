import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreens } from '../dev-harness/lazy-screens.ts';
import type { AnyRemote } from '../routes/define-remote.ts';
import type { SessionState } from '../session/session-state.ts';
import { answerApi, type FakeAnswer } from './api-server.ts';
import { renderWithProviders } from './render-with-providers.tsx';

/** What a screen needs to find on arrival to show its page rather than send the visitor elsewhere. */
export interface Arrival {
  session?: Partial<SessionState>;
  api?: Record<string, FakeAnswer[]>;
}

/**
 * A smoke test of every exposed screen: its file loads and it renders a page heading inside the host
 * services. It proves the wiring, not the screen: each screen has its own tests.
 */
export function describeExposedScreens(remote: AnyRemote, arrivals: Record<string, Arrival> = {}) {
  describe(`${remote.name} exposed screens`, () => {
    it.each(Object.entries(lazyScreens(remote)))('%s renders inside the host services', { timeout: 20_000 }, async (name, Screen) => {
      const arrival = arrivals[name] ?? {};
      // Anything else the screen asks the API on arrival is refused: this checks that it renders, nothing more.
      answerApi(arrival.api ?? {});
      renderWithProviders(
        <Suspense fallback={null}>
          <Screen />
        </Suspense>,
        { session: { authenticatedUser: true, name: 'Ada', email: 'ada@example.com', whatsappConnected: true, ...arrival.session } },
      );
      // The first render loads the screen's module (lazy), which on a busy machine takes seconds.
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeVisible();
    });
  });
}
