import { SiteConfigContext } from '@app/shared/host';
import type { AppStore } from '@app/shared/session';
import { GlobalStyle, theme, ToastHost } from '@app/shared/ui';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { AppErrorBoundary } from '../errors/app-error-boundary.tsx';
import { NotFound } from '../errors/not-found.tsx';
import { RootRedirect } from '../guards/guards.tsx';
import { Header } from '../header/header.tsx';
import { NavigationBridge } from '../navigation/navigation-bridge.tsx';
import { EmulatorBanner } from './emulator-banner.tsx';
import { routeElement, routeTable } from './route-table.tsx';
import { useSiteConfigFetch } from './use-site-config.ts';

export function App({ store }: { store: AppStore }) {
  const siteConfig = useSiteConfigFetch();
  return (
    <AppErrorBoundary>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <SiteConfigContext.Provider value={siteConfig}>
            <GlobalStyle />
            <BrowserRouter>
              <EmulatorBanner />
              <NavigationBridge>
                <Header />
              </NavigationBridge>
              <Routes>
                <Route path="/" element={<RootRedirect />} />
                {routeTable.map((entry) => (
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
            </BrowserRouter>
            <ToastHost />
          </SiteConfigContext.Provider>
        </ThemeProvider>
      </Provider>
    </AppErrorBoundary>
  );
}
