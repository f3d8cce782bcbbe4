import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from '@rr/api-client';

export type RequestState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'success'; data: T }
  | { status: 'error'; error: ApiError; data?: T };

/**
 * Runs `fetcher` whenever `key` changes (null = do not fetch), aborting the previous call, and keeps the
 * last data while a new call is in flight so lists do not blank out between pages.
 */
export function useRequest<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): RequestState<T> & { reload: () => void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', ...(previous.data === undefined ? {} : { data: previous.data }) }));
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: toApiError(error) });
      },
    );
    return () => controller.abort();
    // The key identifies the request; the fetcher closure changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
