import type { LoginAnswer } from '@app/shared/contracts';
import { paths, returnPathOf, useAppNavigation } from '@app/shared/host';
import { signedIn, useAppDispatch } from '@app/shared/session';
import { useCallback } from 'react';

/**
 * What a password sign-in's answer leads to (docs/product.md §4): an unverified email is held on /verifyEmail
 * (WhatsApp marked not connected by the reducer); a verified user goes back to the result page that sent
 * them here (`?next=`), else to /home, and the guards go on.
 */
export function useSignedIn() {
  const dispatch = useAppDispatch();
  const { navigate, search } = useAppNavigation();
  return useCallback(
    (answer: LoginAnswer) => {
      dispatch(signedIn(answer));
      navigate(answer.isEmailVerified ? (returnPathOf(search) ?? paths.home) : paths.verifyEmail, { replace: true });
    },
    [dispatch, navigate, search],
  );
}
