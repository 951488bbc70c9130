import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AppNavigation } from '../host/navigation.ts';
import type { SessionState } from '../session/session-state.ts';
import { makeStore, type AppStore } from '../session/session-store.ts';
import { AppProviders } from './app-providers.tsx';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  session?: Partial<SessionState>;
  store?: AppStore;
  pathname?: string;
  params?: Record<string, string>;
}

/** Renders a screen as the shell would, with a fresh store and a recording navigation. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { session, store = makeStore({ session }), pathname = '/', params = {}, ...rest } = options;
  const navigations: { to: string; replace: boolean }[] = [];
  const navigation: AppNavigation = {
    pathname,
    search: '',
    params,
    navigate: (to, opts) => navigations.push({ to, replace: Boolean(opts?.replace) }),
  };
  const result = render(ui, {
    wrapper: ({ children }) => <AppProviders services={{ store, navigation }}>{children}</AppProviders>,
    ...rest,
  });
  return { ...result, store, navigations };
}
