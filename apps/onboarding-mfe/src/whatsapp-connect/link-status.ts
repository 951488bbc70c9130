import type { Tone } from '@app/shared/ui';
import { linkTexts, type LinkState } from './link-phase.ts';

/** The status line under the QR: where the link stands, in a few words (ours). */
export function linkStatus(state: LinkState): string {
  switch (state.phase) {
    case 'idle':
      return state.notice === linkTexts.qrTimeout ? 'Code expired' : 'Press the button to show your code';
    case 'checking':
      return 'Checking your connection…';
    case 'loading':
      return state.notice === linkTexts.refused ? 'Refreshing the code…' : 'Getting your code…';
    case 'qr':
      return 'Waiting for you to scan';
    case 'syncing':
    case 'already-connected':
      return 'Connected';
  }
}

/** How each of the page's notices reads: hints as information, failures as errors. */
export function noticeTone(notice: string): Tone {
  if (notice === linkTexts.fetchingAlert || notice === linkTexts.alreadyRunningAlert) return 'info';
  if (notice === linkTexts.refused) return 'warning';
  return 'error';
}
