import { NavigationContext, type AppNavigation } from '@app/shared/host';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** Fills the host-services navigation from react-router, so remotes never import the router. */
export function NavigationBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const params = useParams();
  const value = useMemo<AppNavigation>(
    () => ({ navigate: (to, options) => void navigate(to, options), pathname, search, params }),
    [navigate, pathname, search, params],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
