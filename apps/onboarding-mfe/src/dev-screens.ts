import type { RemoteDevScreens } from '@app/shared/host';
import { lazy } from 'react';

/** Every screen of this remote for its standalone dev harness (the routes come from the route manifest). */
export const devScreens: RemoteDevScreens<'onboarding_mfe'> = {
  WhatsappLogin: lazy(() => import('./whatsapp-connect/whatsapp-login-screen.tsx')),
  Home: lazy(() => import('./home/home-screen.tsx')),
  WisdomSelection: lazy(() => import('./wisdom-selection/wisdom-selection-screen.tsx')),
  Contacts: lazy(() => import('./contacts/contacts-screen.tsx')),
};
