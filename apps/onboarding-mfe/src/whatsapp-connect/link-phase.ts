/** The WhatsApp connect page's states (docs/product.md §4 "WhatsApp session"). */
export type LinkState =
  | { phase: 'idle'; notice: string | null }
  | { phase: 'checking'; notice: string | null }
  | { phase: 'already-connected' }
  | { phase: 'loading'; notice: string | null }
  | { phase: 'qr'; qrUrl: string; notice: string | null }
  | { phase: 'syncing'; count: number };

export type LinkAction =
  | { type: 'pressed-while-busy' }
  | { type: 'check-started' }
  | { type: 'already-connected' }
  | { type: 'session-started' }
  | { type: 'qr'; qrUrl: string }
  | { type: 'authenticated' }
  | { type: 'tick' }
  | { type: 'qr-timeout' }
  | { type: 'failed'; notice: string }
  | { type: 'refused' };

export const syncSteps = 10;

export const linkTexts = {
  fetchingAlert: 'fetching QR code!',
  alreadyRunningAlert: 'session is already running, Please scan the QR code to continue!',
  qrTimeout: 'QR Code Timeout! Please try again',
  /** Ours: why the code changed by itself after WhatsApp refused the connection. */
  refused: 'WhatsApp refused the connection, so a new code is on its way.',
} as const;

export const initialLinkState: LinkState = { phase: 'idle', notice: null };

export function linkReducer(state: LinkState, action: LinkAction): LinkState {
  switch (action.type) {
    case 'pressed-while-busy':
      if (state.phase === 'loading' || state.phase === 'checking') return { ...state, notice: linkTexts.fetchingAlert };
      if (state.phase === 'qr') return { ...state, notice: linkTexts.alreadyRunningAlert };
      return state;
    case 'check-started':
      return { phase: 'checking', notice: null };
    case 'already-connected':
      return { phase: 'already-connected' };
    case 'session-started':
      return { phase: 'loading', notice: null };
    case 'qr':
      // A late QR must not pull a linked page back.
      if (state.phase === 'syncing' || state.phase === 'already-connected' || state.phase === 'idle') return state;
      return { phase: 'qr', qrUrl: action.qrUrl, notice: state.notice };
    case 'authenticated':
      return state.phase === 'syncing' ? state : { phase: 'syncing', count: syncSteps };
    case 'tick':
      return state.phase === 'syncing' && state.count > 0 ? { ...state, count: state.count - 1 } : state;
    case 'qr-timeout':
      return state.phase === 'syncing' ? state : { phase: 'idle', notice: linkTexts.qrTimeout };
    case 'failed':
      return { phase: 'idle', notice: action.notice };
    case 'refused':
      return state.phase === 'loading' || state.phase === 'qr' ? { phase: 'loading', notice: linkTexts.refused } : state;
    default:
      return state;
  }
}

/** docs/product.md §2: the four labels over the 10-step countdown. */
export function syncLabel(count: number): string {
  if (count > 7) return 'Logging in...';
  if (count > 4) return 'Syncing Whatsapp...';
  if (count > 1) return 'Completing Sync...';
  return 'Completed! Redirecting...';
}
