import type { CitySuggestion } from '@app/shared/contracts';
import { api } from '@app/shared/host';
import { useEffect, useState } from 'react';

const typingPauseMs = 250;

/** The server's cities for what is typed, once the typing pauses; none for fewer than 2 letters. */
export function useCitySuggestions(query: string, enabled: boolean): CitySuggestion[] {
  const [found, setFound] = useState<CitySuggestion[]>([]);
  const wanted = query.trim();
  useEffect(() => {
    if (!enabled || wanted.length < 2) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.query('citySuggestions', { q: wanted }, { signal: controller.signal }).then(
        (answer) => setFound(answer.data ?? []),
        () => undefined,
      );
    }, typingPauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, wanted]);
  return enabled && wanted.length >= 2 ? found : [];
}
