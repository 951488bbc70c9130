/**
 * Texts of SPEC §4/§8 for the Remove WhatsApp flow. Here rather than in `contracts`, so the shell can
 * compare them without loading the contracts (and zod) on its first page.
 */
export const whatsappLogoutMessages = {
  alreadyLoggedOut: 'User already logged out',
  invalidToken: 'Invalid token',
  failed: 'Failed to logout',
  notLoggedIn: 'not logged in',
} as const;
