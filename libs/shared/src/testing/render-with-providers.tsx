import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AppNavigation } from '../host/navigation.ts';
import type { SessionState } from '../session/session-state.ts';
import type { AppSocket } from '../socket/socket-context.ts';
import { makeStore, type AppStore } from '../session/session-store.ts';
import { AppProviders } from './app-providers.tsx';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  session?: Partial<SessionState>;
  store?: AppStore;
  pathname?: string;
  params?: Record<string, string>;
  /** The shell's one socket, when the screen talks to the server in realtime. */
  socket?: AppSocket;
}

/** Renders a screen as the shell would, with a fresh store and a recording navigation. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { session, store = makeStore({ session }), pathname = '/', params = {}, socket, ...rest } = options;
  const navigations: { to: string; replace: boolean }[] = [];
  const navigation: AppNavigation = {
    pathname,
    search: '',
    params,
    navigate: (to, opts) => navigations.push({ to, replace: Boolean(opts?.replace) }),
  };
  const result = render(ui, {
    wrapper: ({ children }) => <AppProviders services={{ store, navigation, socket }}>{children}</AppProviders>,
    ...rest,
  });
  return { ...result, store, navigations };
}
