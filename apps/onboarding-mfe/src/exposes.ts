import type { RemoteExposes } from '@app/shared/contracts';

/** One exposed module per route-level screen, as the shared contract lists them. */
export const exposes = {
  WhatsappLogin: './src/whatsapp-connect/whatsapp-login-screen.tsx',
  Home: './src/home/home-screen.tsx',
  WisdomSelection: './src/wisdom-selection/wisdom-selection-screen.tsx',
  Contacts: './src/contacts/contacts-screen.tsx',
} satisfies RemoteExposes<'onboarding_mfe'>;
