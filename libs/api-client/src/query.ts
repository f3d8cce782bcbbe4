// Server state with TanStack Query: one QueryClient for the page (the shell creates it; remotes reach it
// through the shared @tanstack/react-query singleton), with the spec's error handling done once.
//
// - The 200 ms minimum delay (spec §7) is `request()`'s; queries add none.
// - A query retries only when no answer arrived or the server failed (5xx), at most twice, with back-off;
//   never on a 4xx (the answer will not change).
// - The generic alert (spec §8 "API error") shows once per failed read: query functions call the API with
//   `deferAlert` (`queryCall(context)`), and the cache alerts after the last attempt. A mutation alerts once
//   too: `request()` alerts it, or, when called with `deferAlert`, the cache does unless `meta.alert` is
//   false (the form shows the error inline).
import {
  MutationCache,
  QueryCache,
  QueryClient,
  useMutation,
  useQueryClient,
  type QueryClientConfig,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { type CallOptions, discardApiError, reportApiError } from './client';
import { ApiError } from './errors';

/** Extra information a query or mutation gives the cache. */
export interface ApiMeta extends Record<string, unknown> {
  /** false: never alert this call's failure; the screen shows it (an inline form error, a silent extra). */
  alert?: false;
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}

/** Retries after the first failure, at most (three attempts in all). */
export const MAX_RETRIES = 2;

/** Data counts as fresh for this long: going back to a page within it shows the cache without a refetch. */
export const STALE_TIME_MS = 30_000;

/** Network failures and 5xx are worth another try; 4xx and anything else are not. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.network || error.status >= 500);
}

/** TanStack Query's `retry`: at most MAX_RETRIES more attempts, only for retryable failures. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryable(error);
}

/** Waits 0.5 s, then 1 s, … (at most 4 s) before the next attempt. */
export function retryDelay(failureCount: number): number {
  return Math.min(500 * 2 ** failureCount, 4000);
}

/** What a query function passes to an API function: the query's abort signal, the alert left to the cache. */
export function queryCall(context: { signal: AbortSignal }): CallOptions {
  return { signal: context.signal, deferAlert: true };
}

/** What a mutation function passes to an API function: the alert left to the cache (and `meta.alert`). */
export const mutationCall: CallOptions = { deferAlert: true };

function settle(error: unknown, meta: ApiMeta | undefined): void {
  if (meta?.alert === false) discardApiError(error);
  else reportApiError(error);
}

/**
 * The page's QueryClient with the policy above. Windows regaining focus do not refetch (a form filled from a
 * query must not change under the user's hands); a page mounted after `STALE_TIME_MS` fetches again.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => settle(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => settle(error, mutation.meta) }),
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}

/**
 * One read a write makes stale: a key with every key under it, or `{ queryKey, exact: true }` for that key alone
 * (a page whose own parts, kept under its key, were just put from the write's answer).
 */
export type StaleKey = QueryKey | { queryKey: QueryKey; exact: true };

/** The keys a write makes stale: a fixed list, or computed from the answer and what was sent. */
export type Invalidates<TData, TVariables> = readonly StaleKey[] | ((data: TData, variables: TVariables) => readonly StaleKey[]);

/** A mutation's options plus `invalidates`: the query keys to refetch after it succeeds. */
export type ApiMutationOptions<TData, TVariables, TContext = unknown> = UseMutationOptions<TData, ApiError, TVariables, TContext> & {
  invalidates?: Invalidates<TData, TVariables>;
};

/**
 * Adds the invalidation to a mutation's options: after a successful write every listed key (and the keys
 * under it) is marked stale and its active queries refetch, before the caller's own `onSuccess` runs.
 */
export function withInvalidation<TData, TVariables, TContext>(
  queryClient: QueryClient,
  { invalidates, onSuccess, ...options }: ApiMutationOptions<TData, TVariables, TContext>,
): UseMutationOptions<TData, ApiError, TVariables, TContext> {
  if (!invalidates) return { ...options, ...(onSuccess ? { onSuccess } : {}) };
  return {
    ...options,
    onSuccess: async (data, variables, onMutateResult, context) => {
      const keys = typeof invalidates === 'function' ? invalidates(data, variables) : invalidates;
      await Promise.all(keys.map((key) => queryClient.invalidateQueries('queryKey' in key ? key : { queryKey: key })));
      await onSuccess?.(data, variables, onMutateResult, context);
    },
  };
}

/**
 * useMutation with `invalidates`, e.g. activating a rider:
 * `useApiMutation({ mutationFn: (id) => setRiderActivation(id, false, mutationCall), invalidates: [queryKeys.riders.all] })`.
 */
export function useApiMutation<TData, TVariables = void, TContext = unknown>(options: ApiMutationOptions<TData, TVariables, TContext>) {
  const queryClient = useQueryClient();
  return useMutation(withInvalidation(queryClient, options));
}
