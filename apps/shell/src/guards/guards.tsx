import { isResultPath, paths, returnPathOf } from '@app/shared/host';
import { useAppSelector, selectSession } from '@app/shared/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/**
 * A redirect that fires for every location it is rendered at. react-router's `<Navigate>` navigates
 * once per mount: when two navigations land in one render (the guard's redirect, then a realtime event
 * pushing the same page again), React never shows the page in between, the `<Navigate>` stays mounted
 * and the user is left on an empty guarded page. Keyed by the location, it redirects again.
 */
function Redirect({ to }: { to: string }) {
  const { key } = useLocation();
  return <Navigate key={key} to={to} replace />;
}

/** Where the session belongs when a guard refuses it (docs/product.md §2, §6). */
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
  const to = !authenticated ? paths.signIn : verifyPending ? paths.verifyEmail : whatsapp ? paths.home : paths.whatsappLogin;
  return <Redirect to={to} />;
}

/** Sign in and register: a signed-in user goes to /verifyEmail when pending, else /home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { authenticated, verifyPending } = useSessionFacts();
  const { search } = useLocation();
  if (authenticated) return <Redirect to={verifyPending ? paths.verifyEmail : (returnPathOf(search) ?? paths.home)} />;
  return children;
}

/** Signed-in pages; a user with pending verification is held on /verifyEmail. A guest opening a result link signs in and comes back to it. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated, verifyPending } = useSessionFacts();
  const { pathname } = useLocation();
  if (!authenticated)
    return <Redirect to={isResultPath(pathname) ? `${paths.signIn}?next=${encodeURIComponent(pathname)}` : paths.signIn} />;
  if (verifyPending) return <Redirect to={paths.verifyEmail} />;
  return children;
}

/** Pages that need a linked WhatsApp account. */
export function RequireWhatsapp({ children }: { children: ReactNode }) {
  const { authenticated, verifyPending, whatsapp } = useSessionFacts();
  if (!authenticated) return <Redirect to={paths.signIn} />;
  if (verifyPending) return <Redirect to={paths.verifyEmail} />;
  if (!whatsapp) return <Redirect to={paths.whatsappLogin} />;
  return children;
}

/** `/verifyEmail` exists only while verification is pending, otherwise /home. */
export function VerifyPendingOnly({ children }: { children: ReactNode }) {
  const { verifyPending } = useSessionFacts();
  if (!verifyPending) return <Redirect to={paths.home} />;
  return children;
}
