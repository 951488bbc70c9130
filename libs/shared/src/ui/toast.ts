import type { Id, ToastOptions } from 'react-toastify';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

const listeners = new Set<() => void>();
let requested = false;

/** Whether any toast was raised yet; the toast host mounts its container from then on. */
export const isToastRequested = () => requested;

export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Options of a toast; `carry` keeps it on screen across later pages (until it times out). */
export type AppToastOptions = ToastOptions & { carry?: boolean };

let navigations = 0;
let lastNavigationAt = -Infinity;
/**
 * Page changes this close together are one move: an action's navigation and the guards' redirects
 * that follow it at once (signing out on /verifyEmail passes /home on its way to /signIn).
 */
const oneMoveMs = 500;
/** Each open toast that ends with navigation, and the navigation count when it was raised. */
const raisedAt = new Map<Id, number>();

function show(kind: ToastKind, message: string, { carry = false, ...options }: AppToastOptions = {}) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const at = navigations;
  // react-toastify (a shared singleton) loads on the first toast, keeping it off the first page;
  // it queues toasts until the host's container has mounted.
  void import('react-toastify').then(({ toast: raise }) => {
    const id = raise[kind](message, { ...options, onClose: () => raisedAt.delete(id) });
    if (!carry) raisedAt.set(id, at);
  });
}

/**
 * The shell calls this on every change of page. A toast stays through the one navigation that usually
 * follows the action that raised it ('registered' → the verify page) and ends on the next, so it never
 * follows the user further.
 */
export function toastsNavigated(now = Date.now()): void {
  const sameMove = now - lastNavigationAt < oneMoveMs;
  lastNavigationAt = now;
  if (sameMove) return;
  navigations += 1;
  const stale = [...raisedAt].filter(([, at]) => at < navigations - 1).map(([id]) => id);
  if (stale.length === 0) return;
  void import('react-toastify').then(({ toast: raise }) => {
    for (const id of stale) {
      raise.dismiss(id);
      raisedAt.delete(id);
    }
  });
}

/** Remotes raise toasts through here: one react-toastify, one queue, one container in the shell. */
export const toast = {
  success: (message: string, options?: AppToastOptions) => show('success', message, options),
  error: (message: string, options?: AppToastOptions) => show('error', message, options),
  info: (message: string, options?: AppToastOptions) => show('info', message, options),
  warning: (message: string, options?: AppToastOptions) => show('warning', message, options),
};
