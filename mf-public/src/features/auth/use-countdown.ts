import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './lib/login-guard';

/** A countdown in whole seconds (the login delay): `start(n)` begins it, `left` is 0 when none runs. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);

  return { left: secondsLeft(until, now), start };
}
