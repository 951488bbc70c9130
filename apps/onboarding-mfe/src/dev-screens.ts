import type { ScreenOf } from '@app/shared/contracts';
import type { RemoteScreenEntry } from '@app/shared/host';

/** The screens the standalone dev harness offers, with an example route each. */
export const devScreens = [
  { module: 'WhatsappLogin', path: '/whatsappLogin', load: () => import('./whatsapp-connect/whatsapp-login-screen.tsx') },
  { module: 'Home', path: '/home', load: () => import('./home/home-screen.tsx') },
  { module: 'WisdomSelection', path: '/wisdom', load: () => import('./wisdom-selection/wisdom-selection-screen.tsx') },
  { module: 'Contacts', path: '/contacts', load: () => import('./contacts/contacts-screen.tsx') },
] satisfies (RemoteScreenEntry & { module: ScreenOf<'onboarding_mfe'> })[];
