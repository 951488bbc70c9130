import { api } from '@app/shared/host';
import { useEffect, useState } from 'react';

export interface ProfileBoxes {
  traits: { state: 'loading' } | { state: 'ready'; items: string[] } | { state: 'failed' };
  events: { state: 'loading' } | { state: 'ready'; items: string[] } | { state: 'failed'; message: string };
}

/** docs/product.md §8: a refused call 'Failed to fetch …', an unreachable server 'Error fetching …'. */
export const profileTexts = {
  traitsPending: 'User traits are under processing',
  eventsFailed: 'Failed to fetch events',
  eventsError: 'Error fetching events',
  untitledEvent: 'Untitled Event',
  /** True before the first reading and after readings that found none. */
  noTraitsFound: 'No trait has stood out in your readings so far.',
  noEventsFound: 'No plans or dates have come up in your readings so far.',
} as const;

/** The account's traits and events, as the runs found them; `version` refetches (after a run). */
export function useProfileInsights(userId: string | null, version: number): ProfileBoxes {
  const [boxes, setBoxes] = useState<ProfileBoxes>({ traits: { state: 'loading' }, events: { state: 'loading' } });
  useEffect(() => {
    if (!userId) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    api.at('traits', { userId }, { signal }).then(
      (answer) =>
        setBoxes((b) => ({
          ...b,
          traits: answer.ok && answer.data?.success ? { state: 'ready', items: answer.data.existingTraits } : { state: 'failed' },
        })),
      () => undefined,
    );
    api.at('userEvents', { userId }, { signal }).then(
      (answer) =>
        setBoxes((b) => ({
          ...b,
          events:
            answer.ok && answer.data?.success
              ? { state: 'ready', items: answer.data.events }
              : { state: 'failed', message: answer.status === 0 ? profileTexts.eventsError : profileTexts.eventsFailed },
        })),
      () => undefined,
    );
    return () => controller.abort();
  }, [userId, version]);
  return boxes;
}
