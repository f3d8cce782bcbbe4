export { ApiError, UNEXPECTED_ERROR, errorFromResponse, isMissing, toApiError } from './errors';
export {
  MIN_FETCH_DELAY_MS,
  api,
  buildUrl,
  del,
  discardApiError,
  get,
  post,
  put,
  reportApiError,
  request,
  setApiErrorHandler,
  type AlertMode,
  type ApiErrorHandler,
  type CallOptions,
  type Query,
  type QueryValue,
  type RequestOptions,
} from './client';
export {
  MAX_RETRIES,
  STALE_TIME_MS,
  createQueryClient,
  isRetryable,
  mutationCall,
  queryCall,
  retryDelay,
  shouldRetry,
  useApiMutation,
  withInvalidation,
  type ApiMeta,
  type ApiMutationOptions,
  type Invalidates,
  type StaleKey,
} from './query';
export { areaKeys, queryKeys, type ListParams, type QueryArea } from './query-keys';

// TanStack Query for the apps, from here only (eslint keeps browser code off '@tanstack/react-query' itself). The
// query client must be one instance in the page, so this package is a Module Federation singleton; a shared module is
// not tree-shaken, and sharing @tanstack/react-query whole cost 14 KB gzip on every first load against 10 KB for the
// parts re-exported here. A name the apps need is added here.
export { QueryClientProvider, keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
