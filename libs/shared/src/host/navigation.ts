import { createContext, useContext } from 'react';

/**
 * What a screen needs from the router, filled by the shell from react-router (or by the dev harness).
 * Remotes never import react-router: it keeps them independent of its version and lets the shell's
 * router be tree-shaken (ARCHITECTURE §3).
 */
export interface AppNavigation {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  pathname: string;
  search: string;
  params: Readonly<Record<string, string | undefined>>;
}

export const NavigationContext = createContext<AppNavigation | null>(null);
NavigationContext.displayName = 'NavigationContext';

export function useAppNavigation(): AppNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useAppNavigation must be used inside the shell or the dev harness');
  return navigation;
}
