/**
 * The password-reset answers the reset screen branches on (docs/product.md §8): the server sends these
 * exact texts, the screen reacts to each.
 */
export const passwordResetMessages = {
  notInitiated: 'Password reset not initiated',
  sameAsOld: 'New password cannot be the same as the old password',
  /** Not sent by this server (a reset never says whether an account exists); the screen still knows it. */
  userNotFound: 'User not found',
} as const;
