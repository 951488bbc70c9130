import { api, failureText, paths, useAppNavigation } from '@app/shared/host';
import { sessionEmptied, selectUserId, useAppDispatch, useAppSelector } from '@app/shared/session';
import { toast } from '@app/shared/ui';
import { useCallback, useState } from 'react';

/** docs/product.md §4: these answers still end the local session. */
const endsSession = (status: number, message: string | undefined) => status === 401 || status === 402 || message === 'User not found.';

export function useLogout() {
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const userId = useAppSelector(selectUserId);
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setBusy(true);
    const answer = await api.post('logout', { userId: userId ?? '' });
    setBusy(false);
    if (answer.ok || endsSession(answer.status, answer.message)) {
      dispatch(sessionEmptied());
      navigate(paths.signIn, { replace: true });
    } else {
      toast.error(failureText(answer, 'Logout failed. Please try again.'));
    }
  }, [dispatch, navigate, userId]);

  return { logout, busy };
}
