import { googlePopupMessageSchema } from '@app/shared/contracts';
import { apiPaths, paths, returnPathOf, useAppNavigation } from '@app/shared/host';
import { googleSignedIn, useAppDispatch } from '@app/shared/session';
import { useCallback, useEffect, useRef, useState } from 'react';

export const googleStartPath = apiPaths.googleStart;
export const googleFailureText = 'Invalid Email';
export const popupBlockedText = 'Please allow pop-ups for this site to sign in with Google.';

/**
 * Google sign-in in a popup (ARCHITECTURE §6): the server runs the OIDC flow with the account chooser
 * forced and posts the result to this window. Only a message from our own origin and from the popup we
 * opened counts, and its shape is checked against the shared contract.
 */
export function useGoogleSignIn(onFailure: (text: string) => void) {
  const dispatch = useAppDispatch();
  const { navigate, search } = useAppNavigation();
  const [busy, setBusy] = useState(false);
  const popup = useRef<Window | null>(null);
  const cleanup = useRef<() => void>(() => undefined);

  useEffect(() => () => cleanup.current(), []);

  const start = useCallback(() => {
    cleanup.current();
    const opened = window.open(googleStartPath, 'google-sign-in', 'width=480,height=640');
    if (!opened) {
      onFailure(popupBlockedText);
      return;
    }
    popup.current = opened;
    setBusy(true);

    const finish = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedWatch);
      popup.current = null;
      setBusy(false);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup.current) return;
      finish();
      const parsed = googlePopupMessageSchema.safeParse(event.data);
      if (parsed.success && parsed.data.type === 'google-auth-success') {
        dispatch(googleSignedIn(parsed.data.user));
        navigate(returnPathOf(search) ?? paths.home, { replace: true });
      } else {
        onFailure(googleFailureText);
      }
    };
    // Closed by the user without an answer: nothing to report (docs/product.md §8 leaves it unworded).
    const closedWatch = setInterval(() => {
      if (popup.current?.closed) finish();
    }, 500);
    window.addEventListener('message', onMessage);
    cleanup.current = finish;
  }, [dispatch, navigate, onFailure, search]);

  return { start, busy };
}
