import { paths, useAppNavigation } from '@app/shared/host';
import { sessionEmptied, useAppDispatch, whatsappConnectionChanged, whatsappSignedOut } from '@app/shared/session';
import { whatsappLogoutMessages } from '@app/shared/constants';
import { useSocket, useSocketEvent } from '@app/shared/socket';
import { toast } from '@app/shared/ui';
import { useCallback, useEffect, useEffectEvent } from 'react';

/** The app-wide answers to server events (docs/product.md §4, §8), whatever screen is open. */
export function RealtimeEffects() {
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const socket = useSocket();

  const endSession = useCallback(() => {
    navigate(paths.signIn, { replace: true });
    dispatch(sessionEmptied());
  }, [dispatch, navigate]);
  const onConnectError = useEffectEvent((error: Error) => {
    if (error.message === 'unauthorized') endSession();
  });

  useSocketEvent('disconnected', ({ reason }) => {
    if (reason !== 'logged-out') return;
    navigate(paths.home);
    dispatch(whatsappConnectionChanged(false));
  });

  useSocketEvent('user-not-found', () => endSession());

  useSocketEvent('whatsapp-logout', ({ message }) => {
    if (message !== whatsappLogoutMessages.notLoggedIn) return;
    navigate(paths.home);
    dispatch(whatsappSignedOut());
  });

  useSocketEvent('logout-error', ({ message }) => {
    if (message === whatsappLogoutMessages.alreadyLoggedOut || message === whatsappLogoutMessages.invalidToken) {
      navigate(paths.root);
      dispatch(whatsappConnectionChanged(false));
    } else if (message === whatsappLogoutMessages.failed) {
      toast.error(whatsappLogoutMessages.failed);
    } else {
      toast.error(`logout error => ${message}`);
    }
  });

  // The server refuses the handshake when the session cookie no longer names a session (expired,
  // or ended from another device): the local session is stale, so it ends here too.
  useEffect(() => {
    if (!socket) return undefined;
    const listener = (error: Error) => onConnectError(error);
    socket.on('connect_error', listener);
    return () => {
      socket.off('connect_error', listener);
    };
  }, [socket]);

  return null;
}
