import { useEffect, useRef } from 'react';

/**
 * Runs `task` once for the life of the component (not again when StrictMode re-runs effects, so a POST is
 * never sent twice) and hands its result to `onResult` while the component is mounted.
 */
export function useStartOnce<T>(task: (() => Promise<T>) | null, onResult: (result: T) => void): void {
  const started = useRef<Promise<T> | null>(null);
  const latest = useRef(onResult);
  latest.current = onResult;
  const enabled = task !== null;
  const taskRef = useRef(task);
  taskRef.current = task;

  useEffect(() => {
    if (!enabled || !taskRef.current) return;
    started.current ??= taskRef.current();
    let live = true;
    void started.current.then((result) => {
      if (live) latest.current(result);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
}
