import type { CompanionLanguage } from '@app/shared/catalogue';
import { insightsListMessages, listInsightsAckSchema, type InsightSummary, type ListInsightsAck } from '@app/shared/contracts';
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
 * The account's results, a page at a time (`list-insights`, its answer parsed with the contract): the newest
 * page on arrival, the next older page on `loadMore`. Retrying after an error starts again from the newest; an
 * answer for a list that has since started again is dropped.
 */
export function useInsightsList(): { list: InsightsList; loadMore: () => void; retry: () => void } {
  const socket = useSocket();
  const emitWithAck = useEmitWithAck();
  const [list, setList] = useState<InsightsList>({ status: 'loading' });
  const cursor = useRef<string | null>(null);
  /** Which list an answer belongs to: bumped whenever the list starts again. */
  const generation = useRef(0);
  const [attempt, setAttempt] = useState(0);
  const ask = useCallback(
    async (after?: string): Promise<ListInsightsAck> =>
      listInsightsAckSchema.parse(await emitWithAck('list-insights', after === undefined ? {} : { after })),
    [emitWithAck],
  );

  useEffect(() => {
    if (!socket) return;
    const mine = ++generation.current;
    ask()
      .then((answer) => {
        if (mine !== generation.current) return;
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
        if (mine === generation.current) setList({ status: 'error', message: insightsListMessages.failed });
      });
    return () => {
      generation.current += 1;
    };
  }, [socket, ask, attempt]);

  const loadMore = useCallback(() => {
    const after = cursor.current;
    if (!after) return;
    const mine = generation.current;
    setList((l) => (l.status === 'ready' ? { ...l, loadingMore: true, moreFailed: null } : l));
    ask(after)
      .then((answer) => {
        if (mine !== generation.current) return;
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
      .catch(() => {
        if (mine === generation.current)
          setList((l) => (l.status === 'ready' ? { ...l, loadingMore: false, moreFailed: insightsListMessages.failed } : l));
      });
  }, [ask]);

  const retry = useCallback(() => {
    setList({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { list, loadMore, retry };
}
