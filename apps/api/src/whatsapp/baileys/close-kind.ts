import type { CloseKind } from '../gateway.ts';

/** What the adapter does after a close (ARCHITECTURE §13). */
export type CloseAction = 'reconnect-now' | 'backoff' | 'stop' | 'wipe-and-stop';

/**
 * WhatsApp's close codes, classified once. A 408 while a QR is showing means nobody scanned; any other
 * 408 is a lost connection. A 401 is a logout, ours or the phone's.
 */
export function classifyClose(statusCode: number | undefined, showingQr: boolean): { kind: CloseKind; action: CloseAction } {
  switch (statusCode) {
    case 515:
      return { kind: 'restart', action: 'reconnect-now' };
    case 408:
      return showingQr ? { kind: 'qr-expired', action: 'wipe-and-stop' } : { kind: 'transient', action: 'backoff' };
    case 428:
    case 503:
    case 500:
    case undefined:
      return { kind: 'transient', action: 'backoff' };
    case 440:
      return { kind: 'replaced', action: 'stop' };
    case 401:
      return { kind: 'logged-out', action: 'wipe-and-stop' };
    case 402:
    case 403:
    case 406:
      return { kind: 'forbidden', action: 'stop' };
    case 405:
      return { kind: 'outdated-client', action: 'backoff' };
    case 411:
      return { kind: 'bad-session', action: 'wipe-and-stop' };
    default:
      return { kind: 'unknown', action: 'backoff' };
  }
}

/** Exponential backoff from 1 s, capped at 60 s, with up to 1 s of jitter so many sessions do not retry in step. */
export function backoffMs(attempt: number, random: () => number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt - 1)) + Math.floor(random() * 1000);
}
