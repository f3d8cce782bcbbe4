import { useCallback, useEffect, useState } from 'react';
import { useSessionRefresh } from '../../../lib/use-session-refresh';
import { apiQuery, pageCount, toRiderRow, type ListQuery, type RiderRow } from '../lib/rider-list';
import { getRiders } from './get-riders';

export interface RidersState {
  rows: RiderRow[];
  total: number | null;
  pages: number;
  loading: boolean;
  error: unknown;
}

/** One page of the rider list for `list` (re-fetched when it changes; an older answer never overwrites a newer one). */
export function useRiders(list: ListQuery, limit?: number): RidersState & { reload: () => void; setRows: (update: (rows: RiderRow[]) => RiderRow[]) => void } {
  const refreshSession = useSessionRefresh();
  const [state, setState] = useState<RidersState>({ rows: [], total: null, pages: 1, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const { query, page } = list;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    getRiders(apiQuery({ query, page }, limit), controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const rows = (answer.riders ?? []).map(toRiderRow);
        setState({ rows, total: answer.pagination?.total ?? rows.length, pages: pageCount(answer.pagination, limit), loading: false, error: null });
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, loading: false, error: caught }));
        void refreshSession(caught);
      },
    );
    return () => controller.abort();
  }, [query, page, limit, attempt, refreshSession]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setRows = useCallback((update: (rows: RiderRow[]) => RiderRow[]) => setState((current) => ({ ...current, rows: update(current.rows) })), []);
  return { ...state, reload, setRows };
}
