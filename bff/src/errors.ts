import type Koa from 'koa';
import type { Logger } from './log.js';
import type { ServiceName } from './config.js';
import { UpstreamFailure, isUnreachable, unavailableMessage } from './upstream.js';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
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
      const code = (err as { code?: unknown }).code;
      ctx.body = ctx.path.startsWith('/api/') || ctx.path.startsWith('/mf/')
        ? { message, ...(err instanceof HttpError && code ? { code } : {}) }
        : message;
    }
  };
}
