export { ApiError, UNEXPECTED_ERROR, errorFromResponse, toApiError } from './errors';
export {
  MIN_FETCH_DELAY_MS,
  api,
  buildUrl,
  del,
  get,
  post,
  put,
  request,
  setApiErrorHandler,
  type AlertMode,
  type ApiErrorHandler,
  type Query,
  type QueryValue,
  type RequestOptions,
} from './client';
