/**
 * Time as the server sees it: one seam, injected from createApp into every feature (sessions, codes,
 * sockets, WhatsApp's QR and reconnect timers), so tests move time by hand.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Wall-clock time. Its timers never hold the process open: the listening server does that, and a
 * pending QR or reconnect timer must not delay a shutdown.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
