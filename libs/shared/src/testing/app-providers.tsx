import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { NavigationContext, type AppNavigation } from '../host/navigation.ts';
import { SiteConfigContext } from '../host/site-config.ts';
import type { AppStore } from '../session/session-store.ts';
import { SocketContext, type AppSocket } from '../socket/socket-context.ts';
import type { SiteConfigAnswer } from '../contracts/site.ts';
import { theme } from '../ui/theme.ts';

export interface HostServices {
  store: AppStore;
  navigation: AppNavigation;
  socket?: AppSocket | null;
  siteConfig?: SiteConfigAnswer;
}

/** Every context a screen expects from its host; used by the dev harness and by tests. */
export function AppProviders({ services, children }: { services: HostServices; children: ReactNode }) {
  const siteConfig = services.siteConfig ?? { mode: 'local', localIdentityProvider: true };
  return (
    <Provider store={services.store}>
      <ThemeProvider theme={theme}>
        <SiteConfigContext.Provider value={siteConfig}>
          <SocketContext.Provider value={services.socket ?? null}>
            <NavigationContext.Provider value={services.navigation}>{children}</NavigationContext.Provider>
          </SocketContext.Provider>
        </SiteConfigContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}
