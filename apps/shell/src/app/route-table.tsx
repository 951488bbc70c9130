import type { ReactElement, ReactNode } from 'react';
import { GuestOnly, RequireAuth, RequireWhatsapp, VerifyPendingOnly } from '../guards/guards.tsx';
import { routeManifest, type RouteGuard, type RouteManifestEntry } from '@app/shared/routes';
import { RemoteRoute } from '../remotes/remote-route.tsx';

export type RouteEntry = RouteManifestEntry;

/** The routes of SPEC §2, as the shared manifest lists them (the api preloads pages from it too). */
export const routeTable: readonly RouteEntry[] = routeManifest;

const guards: Record<RouteGuard, (children: ReactNode) => ReactElement> = {
  public: (children) => <>{children}</>,
  guest: (children) => <GuestOnly>{children}</GuestOnly>,
  'verify-pending': (children) => <VerifyPendingOnly>{children}</VerifyPendingOnly>,
  auth: (children) => <RequireAuth>{children}</RequireAuth>,
  whatsapp: (children) => <RequireWhatsapp>{children}</RequireWhatsapp>,
};

/** The element of a route: its guard around its remote screen (keyed, so boundaries are never shared). */
export function routeElement({ guard, screen, path }: RouteEntry): ReactElement {
  return guards[guard](<RemoteRoute key={`${path}:${screen.remote}/${screen.module}`} {...screen} />);
}
