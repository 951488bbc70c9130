/** The Remove WhatsApp answers (docs/product.md §4, §8): the server sends them, the shell branches on them. */
export const whatsappLogoutMessages = {
  alreadyLoggedOut: 'User already logged out',
  invalidToken: 'Invalid token',
  failed: 'Failed to logout',
  notLoggedIn: 'not logged in',
} as const;
