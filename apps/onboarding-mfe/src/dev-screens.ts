import type { ScreenOf } from '@app/shared/contracts';
import type { RemoteScreenEntry } from '@app/shared/host';
import { lazy } from 'react';

/** The screens the standalone dev harness offers, with an example route each. */
export const devScreens = [
  { module: 'WhatsappLogin', path: '/whatsappLogin', Screen: lazy(() => import('./whatsapp-connect/whatsapp-login-screen.tsx')) },
  { module: 'Home', path: '/home', Screen: lazy(() => import('./home/home-screen.tsx')) },
  { module: 'WisdomSelection', path: '/wisdom', Screen: lazy(() => import('./wisdom-selection/wisdom-selection-screen.tsx')) },
  { module: 'Contacts', path: '/contacts', Screen: lazy(() => import('./contacts/contacts-screen.tsx')) },
] satisfies (RemoteScreenEntry & { module: ScreenOf<'onboarding_mfe'> })[];
