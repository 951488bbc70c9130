import { listInsightsAckSchema, type InsightSummary } from '@app/shared/contracts';
import { useEmitWithAck, useSocket } from '@app/shared/socket';
import { useEffect, useState } from 'react';

/**
 * The account's newest reading (the first of 'Your insights'), asked again whenever `version` changes (a run
 * ended; null: not yet known, nothing is asked): a schedule's last run may have been skipped after earlier
 * readings. Undefined while asking or when it cannot be said; null when there is none.
 */
export function useLatestInsight(version: unknown): InsightSummary | null | undefined {
  const socket = useSocket();
  const emitWithAck = useEmitWithAck();
  const [latest, setLatest] = useState<InsightSummary | null | undefined>(undefined);
  useEffect(() => {
    if (!socket || version === null) return;
    let live = true;
    emitWithAck('list-insights', {})
      .then((raw) => {
        const answer = listInsightsAckSchema.parse(raw);
        if (live && answer.status === 'ok') setLatest(answer.insights[0] ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [socket, emitWithAck, version]);
  return latest;
}
