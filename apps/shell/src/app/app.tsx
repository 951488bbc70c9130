import { SiteConfigContext } from '@app/shared/host';
import type { AppStore } from '@app/shared/session';
import { GlobalStyle, theme, ToastHost } from '@app/shared/ui';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { AppErrorBoundary } from '../errors/app-error-boundary.tsx';
import { NotFound } from '../errors/not-found.tsx';
import { RootRedirect } from '../guards/guards.tsx';
import { Header } from '../header/header.tsx';
import { NavigationBridge } from '../navigation/navigation-bridge.tsx';
import { ToastsOnNavigation } from '../navigation/toasts-on-navigation.tsx';
import { RealtimeEffects } from '../realtime/realtime-effects.tsx';
import { ShellSocketProvider } from '../realtime/shell-socket-provider.tsx';
import { EmulatorBanner } from './emulator-banner.tsx';
import { routeManifest } from '@app/shared/routes';
import { routeElement } from './route-element.tsx';
import { useSiteConfigFetch } from './use-site-config.ts';

export interface AppProps {
  store: AppStore;
  /** Where the socket connects: the page's own origin in the product, a test's server in tests. */
  socketUrl?: string;
  Router?: ComponentType<{ children: ReactNode }>;
}

export function App({ store, socketUrl = window.location.origin, Router = BrowserRouter }: AppProps) {
  const siteConfig = useSiteConfigFetch();
  return (
    <AppErrorBoundary>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <SiteConfigContext.Provider value={siteConfig}>
            <GlobalStyle />
            <ShellSocketProvider url={socketUrl}>
              <Router>
                <EmulatorBanner />
                <ToastsOnNavigation />
                <NavigationBridge>
                  <Header />
                  <RealtimeEffects />
                </NavigationBridge>
                <Routes>
                  <Route path="/" element={<RootRedirect />} />
                  {routeManifest.map((entry) => (
                    <Route key={entry.path} path={entry.path} element={routeElement(entry)} />
                  ))}
                  <Route
                    path="*"
                    element={
                      <NavigationBridge>
                        <NotFound />
                      </NavigationBridge>
                    }
                  />
                </Routes>
              </Router>
            </ShellSocketProvider>
            <ToastHost />
          </SiteConfigContext.Provider>
        </ThemeProvider>
      </Provider>
    </AppErrorBoundary>
  );
}
