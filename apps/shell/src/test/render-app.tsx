import { makeStore, type SessionState } from '@app/shared/session';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';

/** A session for each state the guards distinguish. */
export const sessions = {
  guest: {},
  verifyPending: { authenticatedUser: true, showVerifyPage: true, userId: 'u1', name: 'Ada', email: 'ada@example.com' },
  withoutWhatsapp: { authenticatedUser: true, userId: 'u1', name: 'Ada', email: 'ada@example.com' },
  withWhatsapp: { authenticatedUser: true, whatsappConnected: true, userId: 'u1', name: 'Ada', email: 'ada@example.com' },
} satisfies Record<string, Partial<SessionState>>;

type FetchAnswer = { status: number; body: unknown };

/**
 * Renders the whole shell at `path` with a fresh store. `visited` records every location the router
 * went through, so a test sees both where an event sent the user and where the guards then took them.
 */
export function renderApp(
  path: string,
  options: {
    session?: Partial<SessionState>;
    socketUrl?: string;
    api?: (url: string, init?: RequestInit) => FetchAnswer | undefined;
  } = {},
) {
  const store = makeStore({ session: options.session });
  const visited: string[] = [];
  const requests: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    requests.push({ url: String(input), init });
    const answer: FetchAnswer = options.api?.(String(input), init) ??
      (String(input) === '/api/config'
        ? { status: 200, body: { mode: 'local', localIdentityProvider: true } }
        : { status: 404, body: { message: 'Not found' } });
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }),
    );
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
