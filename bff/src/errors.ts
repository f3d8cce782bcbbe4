import type Koa from 'koa';
import type { Logger } from './log.js';
import type { ServiceName } from './config.js';
import { UpstreamFailure, isUnreachable, unavailableMessage } from './upstream.js';

/** An error whose status and message are meant for the client: answered as `{ message, code?, details? }`. */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
    /** Extra response headers (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The error codes and English messages of docs/accounts.md that the BFF answers itself. */
export const ERRORS = {
  VALIDATION: { status: 400, message: 'Please correct the highlighted fields' },
  LOGIN_FAILED: { status: 401, message: 'No account with that email + password combination was found' },
  DEACTIVATED: { status: 403, message: 'Your account has been deactivated, please contact support' },
  CAPTCHA_FAILED: { status: 400, message: 'Please confirm you are not a robot' },
  RIDER_ACCOUNT_REQUIRED: { status: 400, message: 'Rider must have an account they can register for' },
  REGISTRATION_CLOSED: { status: 403, message: 'Registration is closed at the moment' },
  RESET_TOKEN_INVALID: { status: 400, message: 'This reset link is invalid or has expired. Ask for a new one.' },
  RECOVERY_REQUIRED: { status: 403, message: 'Your recovery session has expired. Start account recovery again.' },
  PROXY_NOT_ALLOWED: { status: 403, message: 'This user cannot be proxied' },
  PROXY_REMOVE_FAILED: { status: 409, message: 'Sorry could not complete the removal' },
  EMAIL_UNVERIFIED: { status: 403, message: 'Please verify your email address first' },
  SESSION_ENDED: { status: 401, message: 'Your session has ended. Please log in again.' },
  AUTH_INCONSISTENT: {
    status: 401,
    message: 'We found an issue with your authentication, please login again. If this persists contact support',
  },
  UNAUTHENTICATED: { status: 401, message: 'You need to log in to do that' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do that' },
  NOT_FOUND: { status: 404, message: 'Not found' },
} as const;
export type ErrorCode = keyof typeof ERRORS;

/** The catalogue error `code` (status and English message from docs/accounts.md). */
export function apiError(code: ErrorCode, details?: unknown, headers?: Record<string, string>): HttpError {
  const { status, message } = ERRORS[code];
  return new HttpError(status, message, code, details, headers);
}

/** 429 TOO_MANY_ATTEMPTS with `details: { minutes }` and Retry-After (seconds). */
export function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, `Too many attempts. Please wait ${minutes} minutes and try again.`, 'TOO_MANY_ATTEMPTS', { minutes }, {
    'Retry-After': String(seconds),
  });
}

/** Maps a failed BFF → service call to the client-facing error. */
export function serviceError(service: ServiceName, err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof UpstreamFailure || isUnreachable(err)) return new HttpError(503, unavailableMessage(service), 'UNAVAILABLE');
  return new HttpError(502, `The ${service} service gave an unexpected answer`, 'BAD_GATEWAY');
}

/** First middleware: every error becomes `{ message }` JSON (API) or plain text; only unexpected ones are logged. */
export function errorHandler(log: Logger): Koa.Middleware {
  return async function handleErrors(ctx, next) {
    try {
      await next();
    } catch (err) {
      const status = typeof (err as { status?: unknown }).status === 'number' ? (err as { status: number }).status : 500;
      const expose = (err as { expose?: unknown }).expose === true && status < 500 ? true : err instanceof HttpError;
      const message = expose && err instanceof Error ? err.message : 'An error occurred';
      if (status >= 500 && !(err instanceof HttpError)) {
        log.error('unhandled error', { method: ctx.method, path: ctx.path, err: err instanceof Error ? err.stack : String(err) });
      }
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      if (err instanceof HttpError && err.headers) ctx.set(err.headers);
      const code = err instanceof HttpError ? err.code : undefined;
      const details = err instanceof HttpError ? err.details : undefined;
      ctx.body = ctx.path.startsWith('/api/') || ctx.path.startsWith('/mf/')
        ? { message, ...(code ? { code } : {}), ...(details !== undefined ? { details } : {}) }
        : message;
    }
  };
}
