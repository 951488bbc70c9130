import { makeStore, type SessionState } from '@app/shared/session';
import { answerApi, type FakeAnswer } from '@app/shared/testing/api-server';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../app/app.tsx';

/** A session for each state the guards distinguish. */
export const sessions = {
  guest: {},
  verifyPending: { authenticatedUser: true, showVerifyPage: true, userId: 'u1', name: 'Ada', email: 'ada@example.com' },
  withoutWhatsapp: { authenticatedUser: true, userId: 'u1', name: 'Ada', email: 'ada@example.com' },
  withWhatsapp: { authenticatedUser: true, whatsappConnected: true, userId: 'u1', name: 'Ada', email: 'ada@example.com' },
} satisfies Record<string, Partial<SessionState>>;

/**
 * Renders the whole shell at `path` with a fresh store. `visited` records every location the router
 * went through, so a test sees both where an event sent the user and where the guards then took them.
 */
export function renderApp(
  path: string,
  options: {
    session?: Partial<SessionState>;
    socketUrl?: string;
    /** Answers by path, as `answerApi` takes them; /api/config answers local mode unless given. */
    api?: Record<string, FakeAnswer[]>;
  } = {},
) {
  const store = makeStore({ session: options.session });
  const visited: string[] = [];
  const { requests } = answerApi({
    '/api/config': [{ status: 200, body: { mode: 'local', localIdentityProvider: true } }],
    ...options.api,
  });

  function LocationProbe() {
    const { pathname } = useLocation();
    useEffect(() => {
      visited.push(pathname);
    }, [pathname]);
    return null;
  }
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );

  const result = render(<App store={store} Router={Router} socketUrl={options.socketUrl ?? 'http://127.0.0.1:9'} />);
  return { ...result, store, visited, requests, currentPath: () => visited.at(-1) };
}
