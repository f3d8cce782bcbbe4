import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from './alert';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { PageLoading } from './page-loading';

/** The part of a TanStack Query result QueryState reads (any `useQuery` result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  error: (Error & { status?: number; statusText?: string }) | null;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** What a query shows: its data, nothing yet, a failure, or data with nothing in it. */
export type QueryView = 'loading' | 'error' | 'empty' | 'data';

/**
 * Data wins when there is some (a failed background refetch keeps the page; its alert already told the
 * user); otherwise a failure shows as an error, and no data yet as loading.
 */
export function queryView<T>(query: Pick<QueryLike<T>, 'data' | 'error'>, isEmpty?: (data: T) => boolean): QueryView {
  if (query.data === undefined) return query.error ? 'error' : 'loading';
  return isEmpty?.(query.data) ? 'empty' : 'data';
}

/** The failure's text as the generic handler shows it: the status text, else the message (spec §8). */
function errorText(error: QueryLike<unknown>['error']): string {
  return error?.statusText || error?.message || '';
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The data: `refreshing` is true while the answer for new parameters (another page, filter) loads. */
  children: (data: T, state: { refreshing: boolean }) => ReactNode;
  /** When the data counts as empty (e.g. `(d) => d.events.length === 0`). */
  isEmpty?: (data: T) => boolean;
  /** Shown when empty; the kit's 'Nothing added yet' by default. */
  empty?: ReactNode;
  /** Replaces the default failure block (a translated title, the error text and a retry button). */
  error?: ReactNode | ((error: NonNullable<QueryLike<T>['error']>, retry: () => void) => ReactNode);
  /** Replaces the default centred spinner. */
  loading?: ReactNode;
  /** Wraps the loading and error states (e.g. in the page frame the data view brings itself). */
  frame?: (content: ReactNode) => ReactNode;
}

/**
 * Loading / error with retry / empty / data for one query, the same on every page: a centred spinner, an
 * error alert with 'Try again', the empty state, or `children(data)`.
 */
export function QueryState<T>({ query, children, isEmpty, empty, error, loading, frame = (content) => content }: QueryStateProps<T>) {
  const intl = useIntl();
  const view = queryView(query, isEmpty);
  const retry = () => void query.refetch();

  if (view === 'loading') {
    return frame(
      loading ?? <PageLoading />,
    );
  }
  if (view === 'error' && query.error) {
    if (typeof error === 'function') return frame(error(query.error, retry));
    if (error !== undefined) return frame(error);
    return frame(
      <Alert tone="error" title={intl.formatMessage({ id: 'ui.query.error', defaultMessage: 'We could not load this page.' })}>
        <p className="rr-query-error__text">{errorText(query.error)}</p>
        <Button variant="secondary" size="sm" onClick={retry}>
          {intl.formatMessage({ id: 'ui.query.retry', defaultMessage: 'Try again' })}
        </Button>
      </Alert>,
    );
  }
  const data = query.data as T;
  if (view === 'empty') return <>{empty ?? <EmptyState />}</>;
  return <>{children(data, { refreshing: query.isFetching && query.isPlaceholderData })}</>;
}
