import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, ticking once a second; `start(seconds)` sets a new deadline. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => window.clearTimeout(timer);
  }, [until, now]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
