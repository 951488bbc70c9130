import { googlePopupMessageSchema, type GoogleAuthAnswer } from '@app/shared/contracts';
import { api, apiPaths, paths, returnPathOf, useAppNavigation } from '@app/shared/host';
import { googleSignedIn, useAppDispatch } from '@app/shared/session';
import { useCallback, useEffect, useRef, useState } from 'react';

export const googleStartPath = apiPaths.googleStart;
export const googleFailureText = 'Invalid Email';
export const popupBlockedText = 'Please allow pop-ups for this site to sign in with Google.';

/**
 * Google sign-in in a popup (ARCHITECTURE §6): the server runs the OIDC flow with the account chooser
 * forced and posts the result to this window. Only a message from our own origin and from the popup we
 * opened counts, and its shape is checked against the shared contract.
 *
 * The message can be lost: the popup closes itself right after posting, and a provider's page may cut
 * the popup off from its opener. So a popup that closes without a word is followed by asking the server
 * whether the callback signed someone in (`googleAuth` reads the session cookie the callback set).
 */
export function useGoogleSignIn(onFailure: (text: string) => void) {
  const dispatch = useAppDispatch();
  const { navigate, search } = useAppNavigation();
  const [busy, setBusy] = useState(false);
  const cleanup = useRef<() => void>(() => undefined);

  useEffect(() => () => cleanup.current(), []);

  const start = useCallback(() => {
    cleanup.current();
    const popup = window.open(googleStartPath, 'google-sign-in', 'width=480,height=640');
    if (!popup) {
      onFailure(popupBlockedText);
      return;
    }
    setBusy(true);
    let done = false;

    const finish = () => {
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(closedWatch);
      setBusy(false);
    };
    const signedIn = (user: GoogleAuthAnswer) => {
      finish();
      dispatch(googleSignedIn(user));
      navigate(returnPathOf(search) ?? paths.home, { replace: true });
    };
    const onMessage = (event: MessageEvent) => {
      if (done || event.origin !== window.location.origin || event.source !== popup) return;
      const parsed = googlePopupMessageSchema.safeParse(event.data);
      if (parsed.success && parsed.data.type === 'google-auth-success') return signedIn(parsed.data.user);
      finish();
      onFailure(googleFailureText);
    };
    // Closed by the user without signing in: nothing to report (docs/product.md §8 leaves it unworded).
    const closedWatch = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closedWatch);
      void api.post('googleAuth', {}).then((answer) => {
        if (done) return;
        if (answer.ok && answer.data) signedIn(answer.data);
        else finish();
      });
    }, 500);
    window.addEventListener('message', onMessage);
    cleanup.current = finish;
  }, [dispatch, navigate, onFailure, search]);

  return { start, busy };
}
