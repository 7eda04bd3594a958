import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a cooldown that ticks down once per second (the SMS 'send code' button). */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const id = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.round(seconds))), []);
  return { left, start };
}
