import type { ToastOptions } from 'react-toastify';

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

function show(kind: ToastKind, message: string, options?: ToastOptions) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  // react-toastify (a shared singleton) loads on the first toast, keeping it off the first page;
  // it queues toasts until the host's container has mounted.
  void import('react-toastify').then(({ toast: raise }) => raise[kind](message, options));
}

/** Remotes raise toasts through here: one react-toastify, one queue, one container in the shell. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
};
