import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Counts whole seconds down from `from` while `running`, calling `onZero` once it reaches 0.
 * `restart(n)` starts again from n.
 */
export function useCountdown(from: number, running: boolean, onZero?: () => void) {
  const [seconds, setSeconds] = useState(from);
  const reachedZero = useEffectEvent(() => onZero?.());

  useEffect(() => {
    if (!running) return undefined;
    if (seconds <= 0) {
      reachedZero();
      return undefined;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, seconds]);

  return { seconds, restart: setSeconds };
}
