import type { CompanionLanguage } from '@app/shared/catalogue';
import { insightsListMessages, type InsightSummary } from '@app/shared/contracts';
import { useEmitWithAck, useSocket } from '@app/shared/socket';
import { useCallback, useEffect, useRef, useState } from 'react';

export type InsightsList =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: InsightSummary[];
      language: CompanionLanguage;
      /** Whether older results remain, and whether they are being fetched. */
      more: boolean;
      loadingMore: boolean;
      /** A failed 'show older' (the list so far stays). */
      moreFailed: string | null;
    };

/**
 * The account's results, a page at a time (`list-insights`): the newest page on arrival, the next older
 * page on `loadMore`. Retrying after an error starts again from the newest.
 */
export function useInsightsList(): { list: InsightsList; loadMore: () => void; retry: () => void } {
  const socket = useSocket();
  const emitWithAck = useEmitWithAck();
  const [list, setList] = useState<InsightsList>({ status: 'loading' });
  const cursor = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!socket) return;
    let live = true;
    emitWithAck('list-insights', {})
      .then((answer) => {
        if (!live) return;
        if (answer.status === 'error') return setList({ status: 'error', message: answer.message });
        cursor.current = answer.next;
        setList({
          status: 'ready',
          items: answer.insights,
          language: answer.language,
          more: answer.next !== null,
          loadingMore: false,
          moreFailed: null,
        });
      })
      .catch(() => {
        if (live) setList({ status: 'error', message: insightsListMessages.failed });
      });
    return () => {
      live = false;
    };
  }, [socket, emitWithAck, attempt]);

  const loadMore = useCallback(() => {
    const after = cursor.current;
    if (!after) return;
    setList((l) => (l.status === 'ready' ? { ...l, loadingMore: true, moreFailed: null } : l));
    emitWithAck('list-insights', { after })
      .then((answer) => {
        if (answer.status === 'error') {
          setList((l) => (l.status === 'ready' ? { ...l, loadingMore: false, moreFailed: answer.message } : l));
          return;
        }
        cursor.current = answer.next;
        setList((l) =>
          l.status === 'ready'
            ? { ...l, items: [...l.items, ...answer.insights], more: answer.next !== null, loadingMore: false, moreFailed: null }
            : l,
        );
      })
      .catch(() => setList((l) => (l.status === 'ready' ? { ...l, loadingMore: false, moreFailed: insightsListMessages.failed } : l)));
  }, [emitWithAck]);

  const retry = useCallback(() => {
    setList({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { list, loadMore, retry };
}
