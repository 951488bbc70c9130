import type { CompanionLanguage } from '@app/shared/catalogue';
import { resultMessages } from '@app/shared/constants';
import type { LoopedInsight, OracleInsight, WisdomInsight } from '@app/shared/contracts';
import { paths, useAppNavigation } from '@app/shared/host';
import { useSocket, useSocketEvent } from '@app/shared/socket';
import { useEffect, useState } from 'react';

export interface ResultContact {
  id: string;
  name: string;
}
export interface Readings {
  wisdom: WisdomInsight[];
  looped: LoopedInsight;
  astrology: OracleInsight;
}
export type ReadingKind = keyof Readings;

export type ResultState<K extends ReadingKind> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; contacts: ResultContact[]; readings: Map<string, Readings[K]>; language: CompanionLanguage | undefined };

const label = (c: { id: string; name?: string | null }) => c.name?.trim() || `+${c.id.split('@')[0] ?? c.id}`;

/**
 * A result page's readings of one kind: asks with `get-wisdom` ({pathname, id}), keeps the eligible
 * contacts (docs/product.md §2) and the reading of each as it arrives. An error shows the server's
 * message; `rate-limit-exceeded` sends the reader home.
 */
export function useResultReadings<K extends ReadingKind>(kind: K): ResultState<K> {
  const { pathname, params, navigate } = useAppNavigation();
  const socket = useSocket();
  const id = params.id ?? '';
  const [state, setState] = useState<ResultState<K>>({ status: 'loading' });

  useEffect(() => {
    if (socket && id) socket.emit('get-wisdom', { pathname, id });
  }, [socket, id, pathname]);

  useSocketEvent('result-page-initial-load', ({ data, messages, language }) => {
    const contacts = data.contacts.filter((c) => messages[c.id]?.isEligible).map((c) => ({ id: c.id, name: label(c) }));
    setState((s) => ({
      status: 'ready',
      contacts,
      language,
      readings: s.status === 'ready' ? s.readings : new Map<string, Readings[K]>(),
    }));
  });
  const add = (contactId: string | undefined, reading: Readings[K]) =>
    setState((s) => {
      if (s.status !== 'ready' || !contactId) return s;
      return { ...s, readings: new Map(s.readings).set(contactId, reading) };
    });
  useSocketEvent('insight-wisdom-result', ({ contactId, insight }) => {
    if (kind === 'wisdom') add(contactId, insight as Readings[K]);
  });
  useSocketEvent('insight-looped-result', ({ contactId, insight }) => {
    if (kind === 'looped') add(contactId, insight as Readings[K]);
  });
  useSocketEvent('insight-astrology-result', ({ contactId, insight }) => {
    if (kind === 'astrology') add(contactId, insight as Readings[K]);
  });
  useSocketEvent('wisdom-result-error', ({ message }) => setState({ status: 'error', message: message || resultMessages.fetchFailed }));
  useSocketEvent('rate-limit-exceeded', () => navigate(paths.home, { replace: true }));
  return state;
}
