import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md §9: messages are shown for 3 s. */
export const messageDisplayMs = 3000;

export interface TimedMessage {
  text: string;
  tone: 'error' | 'success';
}

/**
 * A message that clears itself after `ms`; `afterwards` runs when it clears (e.g. reset the form, or
 * leave the page). A new message replaces the old one and its timer.
 */
export function useTimedMessage(ms = messageDisplayMs) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string, tone: TimedMessage['tone'] = 'error', afterwards?: () => void) => {
      clearTimeout(timer.current);
      setMessage({ text, tone });
      timer.current = setTimeout(() => {
        setMessage(null);
        afterwards?.();
      }, ms);
    },
    [ms],
  );

  return { message, show };
}
