import type { LogoutAck } from '@app/shared/contracts';
import { paths, useAppNavigation } from '@app/shared/host';
import { selectUserId, useAppDispatch, useAppSelector, whatsappConnectionChanged } from '@app/shared/session';
import { whatsappLogoutMessages } from '@app/shared/constants';
import { useEmitWithAck } from '@app/shared/socket';
import { toast } from '@app/shared/ui';
import { useCallback, useState } from 'react';

/** Answers that mean the link is gone, whatever the status says (docs/product.md §4). */
const linkGone = (answer: LogoutAck) =>
  answer.status === 'success' ||
  answer.message === whatsappLogoutMessages.alreadyLoggedOut ||
  answer.message === whatsappLogoutMessages.invalidToken;

/** Ours: what removing the link did, said once it is done. */
export const removedConfirmation = 'WhatsApp removed. Companion can no longer read or send your messages; link it again at any time.';

/** Remove WhatsApp (docs/product.md §4): the realtime 'logout' with the user's id, and its reply handling. */
export function useRemoveWhatsapp(onDone: () => void) {
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const emitWithAck = useEmitWithAck();
  const userId = useAppSelector(selectUserId);
  const [busy, setBusy] = useState(false);

  const remove = useCallback(async () => {
    setBusy(true);
    try {
      const answer = await emitWithAck('logout', userId ?? '');
      if (linkGone(answer)) {
        navigate(paths.home);
        dispatch(whatsappConnectionChanged(false));
        toast.success(removedConfirmation);
      } else {
        toast.error(answer.message || whatsappLogoutMessages.failed);
      }
    } catch {
      toast.error(whatsappLogoutMessages.failed);
    } finally {
      setBusy(false);
      onDone();
    }
  }, [dispatch, emitWithAck, navigate, onDone, userId]);

  return { remove, busy };
}
