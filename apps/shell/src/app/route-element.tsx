import type { ReactElement, ReactNode } from 'react';
import { GuestOnly, RequireAuth, RequireWhatsapp, VerifyPendingOnly } from '../guards/guards.tsx';
import type { RouteGuard, RouteManifestEntry } from '@app/shared/routes';
import { RemoteRoute } from '../remotes/remote-route.tsx';
import { PageTitle } from './page-title.tsx';

const guards: Record<RouteGuard, (children: ReactNode) => ReactElement> = {
  public: (children) => <>{children}</>,
  guest: (children) => <GuestOnly>{children}</GuestOnly>,
  'verify-pending': (children) => <VerifyPendingOnly>{children}</VerifyPendingOnly>,
  auth: (children) => <RequireAuth>{children}</RequireAuth>,
  whatsapp: (children) => <RequireWhatsapp>{children}</RequireWhatsapp>,
};

/** The element of a route of the shared manifest: its guard around its remote screen (keyed, so boundaries are never shared). */
export function routeElement({ guard, screen, path, title }: RouteManifestEntry): ReactElement {
  return (
    <>
      <PageTitle title={title} />
      {guards[guard](<RemoteRoute key={`${path}:${screen.remote}/${screen.module}`} {...screen} />)}
    </>
  );
}
