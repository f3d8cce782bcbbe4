import { ApiError, errorFromResponse, toApiError } from './errors';

/** Spec §7: every fetch takes at least 200 ms, so quick answers do not flash spinners. */
export const MIN_FETCH_DELAY_MS = 200;

export type QueryValue = string | number | boolean | null | undefined | Date;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * How a failure is reported to the user (spec §7 "Every call shows an alert on error except where noted"):
 * 'message' (default) alerts the error message, 'statusText' alerts the status text instead of the body
 * (event load, contact form), false shows nothing (the caller handles it).
 */
export type AlertMode = 'message' | 'statusText' | false;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /**
   * A plain object is sent as JSON; FormData (multipart uploads), Blob and strings are sent as they are (a string
   * as JSON unless a Content-Type header says otherwise). A state-changing call without a body sends `{}`: the BFF
   * answers anything but JSON on POST/PUT/PATCH/DELETE with 415 (docs/security.md "Cross-site requests").
   */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  alert?: AlertMode;
  /**
   * Do not alert now: keep the alert (in the `alert` mode) for whoever decides the call has finally failed.
   * Queries use it so three attempts alert once, after the last one (see `query.ts`, `reportApiError`).
   */
  deferAlert?: boolean;
  /** Override of the minimum delay (tests, polling). */
  minDelayMs?: number;
}

/** What an API function passes through from its caller: the abort signal and whether to defer the alert. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'deferAlert'>;

export type ApiErrorHandler = (message: string, error: ApiError) => void;

let errorHandler: ApiErrorHandler | undefined;

/** The shell registers one handler that shows the alert (a toast); remotes never need to. */
export function setApiErrorHandler(handler: ApiErrorHandler | undefined): void {
  errorHandler = handler;
}

function serialise(value: QueryValue): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** '/api/events' + { title: 'x', page: 2, empty: '' } → '/api/events?title=x&page=2' (empty values dropped). */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryValue[]) {
      const text = serialise(value);
      if (text !== undefined) params.append(key, text);
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isBodyInit(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

async function parseSuccess(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function report(error: ApiError, mode: AlertMode): void {
  if (mode === false || !errorHandler) return;
  const message = mode === 'statusText' ? error.statusText || error.message : error.message;
  errorHandler(message, error);
}

/** Failed calls made with `deferAlert`, with the alert mode their caller asked for, until reported or dropped. */
const deferred = new WeakMap<ApiError, AlertMode>();

/**
 * Shows the alert a `deferAlert` call kept back, once: a second call with the same error, an error that was
 * already alerted by `request`, or one its caller asked not to alert does nothing. Anything else that was
 * thrown (a bug in a query function) is alerted with its message (spec §8 "Loader failure").
 */
export function reportApiError(error: unknown): void {
  if (error instanceof ApiError) {
    if (!deferred.has(error)) return;
    const mode = deferred.get(error) ?? 'message';
    deferred.delete(error);
    report(error, mode);
    return;
  }
  report(toApiError(error), 'message');
}

/** Forgets the alert a `deferAlert` call kept back (the screen shows the error itself). */
export function discardApiError(error: unknown): void {
  if (error instanceof ApiError) deferred.delete(error);
}

/** Methods that change state: always a body, JSON unless it is a multipart upload. */
const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/** One API call: same-origin credentials, JSON in and out, the spec's error handling and minimum delay. */
function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A W3C `traceparent` naming a new trace for this call (docs/operations.md "Traces"): the BFF continues it when tracing
 * is on and answers its trace id as `X-Request-Id`, so the id a user reports is the trace's. It only names the trace:
 * the BFF decides what is sampled.
 */
export function newTraceparent(): string {
  return `00-${randomHex(16)}-${randomHex(8)}-01`;
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, headers = {}, signal, alert = 'message', deferAlert = false, minDelayMs = MIN_FETCH_DELAY_MS } = options;
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json', traceparent: newTraceparent(), ...headers } };
  if (signal) init.signal = signal;
  const sent = body === undefined && STATE_CHANGING.has(method) ? {} : body;
  if (sent !== undefined) {
    const sentHeaders = init.headers as Record<string, string>;
    if (isBodyInit(sent)) {
      init.body = sent;
      if (typeof sent === 'string' && !hasHeader(sentHeaders, 'content-type')) sentHeaders['Content-Type'] = 'application/json';
    } else {
      init.body = JSON.stringify(sent);
      sentHeaders['Content-Type'] = 'application/json';
    }
  }
  const delay = minDelayMs > 0 ? sleep(minDelayMs) : Promise.resolve();
  try {
    const [response] = await Promise.all([
      fetch(buildUrl(path, query), init).catch((caught: unknown) => {
        // No answer at all: keep the browser's message, mark it as a network failure (retryable).
        throw isAbort(caught) ? caught : new ApiError(toApiError(caught).message, { network: true, cause: caught });
      }),
      delay,
    ]);
    if (!response.ok) throw errorFromResponse(response, await response.text().catch(() => ''));
    return (await parseSuccess(response)) as T;
  } catch (caught) {
    await delay;
    const error = toApiError(caught);
    if (isAbort(caught)) throw error;
    if (deferAlert) deferred.set(error, alert);
    else report(error, alert);
    throw error;
  }
}

function isAbort(caught: unknown): boolean {
  return caught instanceof DOMException && caught.name === 'AbortError';
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const get = <T = unknown>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' });
export const post = <T = unknown>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: 'POST', body });
export const put = <T = unknown>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: 'PUT', body });
export const del = <T = unknown>(path: string, options?: Options & { body?: unknown }) => request<T>(path, { ...options, method: 'DELETE' });

export const api = { request, get, post, put, del };
