import { passwordResetMessages } from '@app/shared/constants';
import { validationMessages } from '@app/shared/validation';
import { couldNotReachServer } from '@app/shared/host';

/** What the reset form shows for a refused reset, and whether it then returns to sign in (docs/product.md §8). */
export function resetFailureReaction(status: number, message: string | undefined): { text: string; thenSignIn: boolean } {
  if (status === 0) return { text: couldNotReachServer, thenSignIn: false };
  switch (message) {
    case passwordResetMessages.userNotFound:
      return { text: 'User not found. Please try again later.', thenSignIn: true };
    case passwordResetMessages.sameAsOld:
      return { text: message, thenSignIn: false };
    case validationMessages.resetPasswordWeak:
      return { text: message, thenSignIn: false };
    case passwordResetMessages.notInitiated:
      return { text: ' Password reset not initiated! ', thenSignIn: true };
    default:
      return { text: 'Password reset failed. Please try again', thenSignIn: false };
  }
}
