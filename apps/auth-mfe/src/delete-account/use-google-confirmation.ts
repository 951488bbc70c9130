import { googlePopupMessageSchema } from '@app/shared/contracts';
import { apiPaths } from '@app/shared/host';
import { useCallback, useEffect, useRef, useState } from 'react';

export const confirmStartPath = `${apiPaths.googleStart}?purpose=confirm`;

/**
 * A fresh Google sign-in that proves who the signed-in person is (deleting an account without a password
 * asks for it). The server remembers the confirmation on this session; the popup's message only says it
 * is done. A popup closed without a word may still have confirmed: `onSettled` runs either way, and the
 * server decides.
 */
export function useGoogleConfirmation(onSettled: (confirmed: boolean) => void, onBlocked: () => void) {
  const [busy, setBusy] = useState(false);
  const cleanup = useRef<() => void>(() => undefined);
  useEffect(() => () => cleanup.current(), []);

  const start = useCallback(() => {
    cleanup.current();
    const popup = window.open(confirmStartPath, 'google-confirm', 'width=480,height=640');
    if (!popup) {
      onBlocked();
      return;
    }
    setBusy(true);
    let done = false;
    const finish = (confirmed: boolean) => {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(closedWatch);
      setBusy(false);
      onSettled(confirmed);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const parsed = googlePopupMessageSchema.safeParse(event.data);
      finish(parsed.success && parsed.data.type === 'google-confirm-success');
    };
    const closedWatch = setInterval(() => {
      if (popup.closed) finish(false);
    }, 500);
    window.addEventListener('message', onMessage);
    cleanup.current = () => {
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(closedWatch);
    };
  }, [onBlocked, onSettled]);

  return { start, busy };
}
