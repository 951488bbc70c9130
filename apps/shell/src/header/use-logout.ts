import { apiPaths, paths, useAppNavigation } from '@app/shared/host';
import { sessionEmptied, selectUserId, useAppDispatch, useAppSelector } from '@app/shared/session';
import { toast } from '@app/shared/ui';
import { useCallback, useState } from 'react';

/** docs/product.md §4: these answers still end the local session. */
const endsSession = (status: number, message: unknown) =>
  status === 401 || status === 402 || message === 'User not found.';

export function useLogout() {
  const dispatch = useAppDispatch();
  const { navigate } = useAppNavigation();
  const userId = useAppSelector(selectUserId);
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setBusy(true);
    try {
      const response = await fetch(apiPaths.logout, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: userId ?? '' }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: unknown };
      if (response.ok || endsSession(response.status, body.message)) {
        dispatch(sessionEmptied());
        navigate(paths.signIn, { replace: true });
        return;
      }
      toast.error(typeof body.message === 'string' ? body.message : 'Logout failed. Please try again.');
    } catch {
      toast.error('Could not reach server');
    } finally {
      setBusy(false);
    }
  }, [dispatch, navigate, userId]);

  return { logout, busy };
}
