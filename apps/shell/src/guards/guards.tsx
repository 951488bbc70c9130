import { paths } from '@app/shared/host';
import { useAppSelector, selectSession } from '@app/shared/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/** Where the session belongs when a guard refuses it (SPEC §2, §6). */
function useSessionFacts() {
  const s = useAppSelector(selectSession);
  return {
    authenticated: s.authenticatedUser,
    verifyPending: s.authenticatedUser && s.showVerifyPage,
    whatsapp: s.whatsappConnected,
  };
}

/** `/`: guest -> /signIn; verify pending -> /verifyEmail; connected -> /home; else /whatsappLogin. */
export function RootRedirect() {
  const { authenticated, verifyPending, whatsapp } = useSessionFacts();
  const to = !authenticated
    ? paths.signIn
    : verifyPending
      ? paths.verifyEmail
      : whatsapp
        ? paths.home
        : paths.whatsappLogin;
  return <Navigate to={to} replace />;
}

/** Sign in and register: a signed-in user goes to /verifyEmail when pending, else /home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { authenticated, verifyPending } = useSessionFacts();
  if (authenticated) return <Navigate to={verifyPending ? paths.verifyEmail : paths.home} replace />;
  return children;
}

/** Signed-in pages; a user with pending verification is held on /verifyEmail. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated, verifyPending } = useSessionFacts();
  if (!authenticated) return <Navigate to={paths.signIn} replace />;
  if (verifyPending) return <Navigate to={paths.verifyEmail} replace />;
  return children;
}

/** Pages that need a linked WhatsApp account. */
export function RequireWhatsapp({ children }: { children: ReactNode }) {
  const { authenticated, verifyPending, whatsapp } = useSessionFacts();
  if (!authenticated) return <Navigate to={paths.signIn} replace />;
  if (verifyPending) return <Navigate to={paths.verifyEmail} replace />;
  if (!whatsapp) return <Navigate to={paths.whatsappLogin} replace />;
  return children;
}

/** `/verifyEmail` exists only while verification is pending, otherwise /home. */
export function VerifyPendingOnly({ children }: { children: ReactNode }) {
  const { verifyPending } = useSessionFacts();
  if (!verifyPending) return <Navigate to={paths.home} replace />;
  return children;
}
