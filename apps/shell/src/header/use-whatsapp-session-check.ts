import { paths, useAppNavigation } from '@app/shared/host';
import { selectUserId, selectWhatsappConnected, useAppDispatch, useAppSelector, whatsappSignedOut } from '@app/shared/session';
import { useEmitWithAck } from '@app/shared/socket';
import { useEffect, useEffectEvent } from 'react';

/**
 * docs/product.md §4: when the header mounts, ask the server whether the WhatsApp link this browser believes in
 * is still open; a falsy reply clears the WhatsApp state and goes to /home (whose guard then offers
 * the connect page). No reply (server unreachable, timeout) changes nothing.
 */
export function useWhatsappSessionCheck() {
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const emitWithAck = useEmitWithAck();
  const userId = useAppSelector(selectUserId);
  const connected = useAppSelector(selectWhatsappConnected);

  // Read when the check starts, not a reason to check again: a link made later needs no re-check.
  const believesConnected = useEffectEvent(() => connected);
  const onAnswer = useEffectEvent((active: boolean) => {
    if (active) return;
    navigate(paths.home);
    dispatch(whatsappSignedOut());
  });

  useEffect(() => {
    if (!userId || !believesConnected()) return undefined;
    let current = true;
    emitWithAck('checkWhatsappSessionActive', userId).then(
      (active) => current && onAnswer(active),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [emitWithAck, userId]);
}
