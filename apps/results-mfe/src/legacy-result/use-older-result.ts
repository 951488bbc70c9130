import { resultMessages } from '@app/shared/constants';
import type { WisdomInsight } from '@app/shared/contracts';
import { paths, useAppNavigation } from '@app/shared/host';
import { useSocket, useSocketEvent } from '@app/shared/socket';
import { useEffect, useState } from 'react';

export type OlderState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; insights: WisdomInsight[]; total: number };

/**
 * An older result page's insights (docs/product.md §2): asks with `get-wisdom`, leaves for /home when the
 * result is of the other kind (a Looped result on the Wisdom page, or the reverse), and keeps the list
 * as it grows to its total.
 */
export function useOlderResult(looped: boolean): OlderState {
  const { pathname, params, navigate } = useAppNavigation();
  const socket = useSocket();
  const id = params.id ?? '';
  const [state, setState] = useState<OlderState>({ status: 'loading' });
  useEffect(() => {
    if (socket && id) socket.emit('get-wisdom', { pathname, id });
  }, [socket, id, pathname]);
  useSocketEvent('wisdom-page-is-Looped', ({ isLooped }) => {
    if (isLooped !== looped) navigate(paths.home, { replace: true });
  });
  useSocketEvent('wisdom-result', ({ insights, wisdomNumber }) => setState({ status: 'ready', insights, total: wisdomNumber }));
  useSocketEvent('wisdom-result-error', ({ message }) => setState({ status: 'error', message: message || resultMessages.fetchFailed }));
  useSocketEvent('rate-limit-exceeded', () => navigate(paths.home, { replace: true }));
  return state;
}
