/** Message used when neither the body nor the status text says anything (spec §8). */
export const UNEXPECTED_ERROR = 'Unexpected Error';

/** The one error type every API call rejects with (spec §7, §8 "API error"). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP-like status: statusCode or status from the body, else the response status, else 500. */
  readonly status: number;
  /** The response's status text, kept for calls that alert it instead of the body (spec §7 "Other"). */
  readonly statusText: string;
  /** Parsed JSON body, or the body text, or undefined. */
  readonly body: unknown;
  /** `code` from a JSON body (e.g. 'DEACTIVATED'), when present. */
  readonly code: string | undefined;
  /** True when no answer arrived at all (offline, DNS, connection refused): worth retrying, like a 5xx. */
  readonly network: boolean;

  constructor(
    message: string,
    options: { status?: number; statusText?: string; body?: unknown; code?: string; cause?: unknown; network?: boolean } = {},
  ) {
    super(message || UNEXPECTED_ERROR, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status ?? 500;
    this.statusText = options.statusText ?? '';
    this.body = options.body;
    this.code = options.code;
    this.network = options.network ?? false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599) return value;
  if (typeof value === 'string' && /^[1-5]\d\d$/.test(value)) return Number(value);
  return undefined;
}

/**
 * Builds the ApiError for a failed response (spec §8): message is the JSON body's `message`, else the
 * body text, else the status text, else 'Unexpected Error'; status is statusCode, else status from the
 * body, else the response status, else 500.
 */
export function errorFromResponse(response: { status?: number; statusText?: string }, bodyText: string): ApiError {
  let body: unknown = bodyText === '' ? undefined : bodyText;
  let message = '';
  let bodyStatus: number | undefined;
  let code: string | undefined;
  try {
    const parsed: unknown = bodyText ? JSON.parse(bodyText) : undefined;
    if (parsed !== undefined) {
      body = parsed;
      if (isRecord(parsed)) {
        if (typeof parsed.message === 'string') message = parsed.message;
        else if (typeof parsed.error === 'string') message = parsed.error;
        bodyStatus = numberFrom(parsed.statusCode) ?? numberFrom(parsed.status);
        if (typeof parsed.code === 'string') code = parsed.code;
      } else if (typeof parsed === 'string') {
        message = parsed;
      }
    }
  } catch {
    message = bodyText.trim();
  }
  const statusText = response.statusText ?? '';
  return new ApiError(message || statusText || UNEXPECTED_ERROR, {
    status: bodyStatus ?? numberFrom(response.status) ?? 500,
    statusText,
    body,
    ...(code === undefined ? {} : { code }),
  });
}

/** Normalises anything thrown (network failure, abort, ApiError) to an ApiError (spec §8 "Loader failure"). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isRecord(error)) {
    const status = numberFrom(error.statusCode) ?? numberFrom(error.status) ?? (isRecord(error.response) ? numberFrom(error.response.status) : undefined);
    const statusText = typeof error.statusText === 'string' ? error.statusText : '';
    const message = typeof error.message === 'string' ? error.message : '';
    return new ApiError(message || statusText || UNEXPECTED_ERROR, { status: status ?? 500, statusText, cause: error });
  }
  if (error instanceof Error) return new ApiError(error.message || UNEXPECTED_ERROR, { cause: error });
  if (typeof error === 'string' && error) return new ApiError(error);
  return new ApiError(UNEXPECTED_ERROR, { cause: error });
}

/** A detail load whose id names nothing: 404, or 400 when the service could not even read the id. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
