import { Suspense, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { matchPath } from '../routes/match-path.ts';
import type { AppNavigation } from '../host/navigation.ts';
import type { AnyRemote } from '../routes/define-remote.ts';
import { routeManifest } from '../routes/route-manifest.ts';
import { loadPersistedSession } from '../session/session-storage.ts';
import { makeStore } from '../session/session-store.ts';
import { GlobalStyle } from '../ui/global-style.ts';
import { PageSpinner } from '../ui/spinner.tsx';
import { ToastHost } from '../ui/toast-host.tsx';
import { AppProviders } from '../testing/app-providers.tsx';
import { Gallery } from './gallery.tsx';
import { lazyScreens } from './lazy-screens.ts';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 8px 16px;
  background: #20262b;
  color: #fff;
  font-size: 0.875rem;
  a {
    color: #cfe8ff;
  }
`;

const galleryPath = '/gallery';

/**
 * Runs one remote alone (`npx nx dev <remote>`): the same host services as the shell (store, theme,
 * navigation, toasts), with a bar to open each of its screens.
 */
export function DevHarness({ remote: definition }: { remote: AnyRemote }) {
  const remote = definition.name;
  // The remote's routes, as the shell has them.
  const screens = useMemo(() => {
    const byModule = lazyScreens(definition);
    return routeManifest
      .filter((route) => route.screen.remote === remote)
      .map((route) => ({ path: route.path, module: route.screen.module, Screen: byModule[route.screen.module] }));
  }, [definition, remote]);
  const store = useMemo(() => makeStore({ session: loadPersistedSession(), persist: true }), []);
  const [location, setLocation] = useState(() => window.location.pathname);
  useEffect(() => {
    const onPop = () => setLocation(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const match = screens.map((entry) => ({ entry, params: matchPath(entry.path, location) })).find((m) => m.params !== null);
  const navigation: AppNavigation = {
    pathname: location,
    search: window.location.search,
    params: match?.params ?? {},
    navigate: (to, opts) => {
      window.history[opts?.replace ? 'replaceState' : 'pushState'](null, '', to);
      setLocation(new URL(to, window.location.origin).pathname);
    },
  };
  const Screen = match?.entry.Screen;

  return (
    <AppProviders services={{ store, navigation }}>
      <GlobalStyle />
      <Bar aria-label={`${remote} screens`}>
        <strong>{remote}</strong>
        {screens.map((s) => {
          const href = s.path.replace(/:(\w+)/g, 'example-$1');
          return (
            <a
              key={s.path}
              href={href}
              onClick={(e) => {
                e.preventDefault();
                navigation.navigate(href);
              }}
            >
              {s.path}
            </a>
          );
        })}
        <a
          href={galleryPath}
          onClick={(e) => {
            e.preventDefault();
            navigation.navigate(galleryPath);
          }}
        >
          Component gallery
        </a>
      </Bar>
      <Suspense fallback={<PageSpinner />}>
        {location === galleryPath ? (
          <Gallery />
        ) : Screen ? (
          <Screen />
        ) : (
          <p style={{ padding: 16 }}>
            No screen of {remote} at {location}.
          </p>
        )}
      </Suspense>
      <ToastHost />
    </AppProviders>
  );
}

/** Renders a remote's dev harness into the page's #root. */
export function renderDevHarness(remote: AnyRemote): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(<DevHarness remote={remote} />);
}
