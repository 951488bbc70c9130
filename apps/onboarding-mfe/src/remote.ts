import { defineRemote } from '@app/shared/routes';

/** This remote: each of its screens and the file that default-exports it (README: "Add a screen"). */
export const remote = defineRemote(
  'onboarding_mfe',
  {
    WhatsappLogin: 'whatsapp-connect/whatsapp-login-screen.tsx',
    Home: 'home/home-screen.tsx',
    WisdomSelection: 'wisdom-selection/wisdom-selection-screen.tsx',
    Contacts: 'contacts/contacts-screen.tsx',
  },
  // Only screen files: the dev harness and the smoke tests load them from here.
  (file) => import(/* webpackInclude: /-screen\.tsx$/ */ `./${file}`),
);
