import { qrPayloadSchema } from '@app/shared/contracts';
import { paths, useAppNavigation } from '@app/shared/host';
import { selectUserId, useAppDispatch, useAppSelector, whatsappConnectionChanged } from '@app/shared/session';
import { useEmitWithAck, useSocket, useSocketEvent } from '@app/shared/socket';
import { useCallback, useEffect, useReducer } from 'react';
import { initialLinkState, linkReducer } from './link-phase.ts';

const alreadyConnectedDelayMs = 5000;
const couldNotReach = 'Could not reach the server. Please check your connection and try again.';

/**
 * The connect page's flow (docs/product.md §4): check for an active link first; otherwise start a session and show
 * its QR; once authenticated, a 10-step countdown requests the onboarding message at 1 and leaves at 0.
 */
export function useWhatsappLink() {
  const [state, dispatch] = useReducer(linkReducer, initialLinkState);
  const appDispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const socket = useSocket();
  const emitWithAck = useEmitWithAck();
  const userId = useAppSelector(selectUserId) ?? '';

  const startSession = useCallback(() => {
    // socket.io holds emits made while (re)connecting and sends them once connected.
    if (!socket) return dispatch({ type: 'failed', notice: couldNotReach });
    socket.emit('start-session', { userId });
    return dispatch({ type: 'session-started' });
  }, [socket, userId]);

  const connect = useCallback(async () => {
    if (state.phase === 'checking' || state.phase === 'loading' || state.phase === 'qr') {
      dispatch({ type: 'pressed-while-busy' });
      return;
    }
    dispatch({ type: 'check-started' });
    let active: boolean;
    try {
      active = await emitWithAck('checkWhatsappSessionActive', userId, 10_000);
    } catch {
      dispatch({ type: 'failed', notice: couldNotReach });
      return;
    }
    if (active === true) {
      appDispatch(whatsappConnectionChanged(true));
      dispatch({ type: 'already-connected' });
    } else {
      startSession();
    }
  }, [appDispatch, emitWithAck, startSession, state.phase, userId]);

  useSocketEvent('qr', (payload) => {
    const parsed = qrPayloadSchema.safeParse(payload);
    if (parsed.success) dispatch({ type: 'qr', qrUrl: parsed.data.qrUrl });
  });
  useSocketEvent('authenticated', () => {
    appDispatch(whatsappConnectionChanged(true));
    dispatch({ type: 'authenticated' });
  });
  useSocketEvent('qr-timeout', () => dispatch({ type: 'qr-timeout' }));
  // Restarts only a link being made; an idle page (or one already linked) is left alone.
  useSocketEvent('Connection-failure', () => {
    if (state.phase !== 'loading' && state.phase !== 'qr') return;
    startSession();
    dispatch({ type: 'refused' });
  });

  const count = state.phase === 'syncing' ? state.count : undefined;
  useEffect(() => {
    if (count === undefined) return undefined;
    if (count === 1) socket?.emit('send-onboarding-message', userId);
    if (count === 0) {
      navigate(paths.root, { replace: true });
      return undefined;
    }
    const timer = setTimeout(() => dispatch({ type: 'tick' }), 1000);
    return () => clearTimeout(timer);
  }, [count, navigate, socket, userId]);

  useEffect(() => {
    if (state.phase !== 'already-connected') return undefined;
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), alreadyConnectedDelayMs);
    return () => clearTimeout(timer);
  }, [state.phase, navigate]);

  /** The shell opens its socket just after sign-in; until then there is nothing to talk through. */
  return { state, connect, ready: socket !== null };
}
