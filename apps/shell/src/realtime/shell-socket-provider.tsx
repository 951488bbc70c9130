import { selectIsAuthenticated, selectIsVerifyPending, selectUserId, useAppSelector } from '@app/shared/session';
import { SocketContext, type AppSocket } from '@app/shared/socket';
import { useEffect, useState, type ReactNode } from 'react';
import { socketOptions } from './socket-options.ts';

/**
 * Owns the one socket.io connection: opened for a signed-in user (not while held on email
 * verification, where nothing needs it), closed when the session ends. The client library is loaded
 * only then, so a guest's first page does not carry it.
 */
export function ShellSocketProvider({ url, children }: { url: string; children: ReactNode }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const verifyPending = useAppSelector(selectIsVerifyPending);
  const userId = useAppSelector(selectUserId);
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const wanted = authenticated && !verifyPending;

  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    let created: AppSocket | null = null;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      created = io(url, socketOptions(userId));
      setSocket(created);
    });
    return () => {
      cancelled = true;
      created?.disconnect();
      setSocket(null);
    };
  }, [wanted, userId, url]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}
