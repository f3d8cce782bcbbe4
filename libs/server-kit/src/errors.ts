import type { Context, Next } from 'koa';
import type { Logger } from './logger.js';

/** The one error family of the back end: a status, a stable code, optional details. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** Whether the message may be shown to the caller (4xx by default). */
  readonly expose: boolean;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.expose = status < 500;
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: unknown) => new AppError(409, 'CONFLICT', message, details);

/**
 * First middleware in every chain: turns thrown errors into `{ message, code, details? }` JSON.
 * Unexpected errors answer 500 with a generic message and are logged; known ones are not.
 */
export function errorHandler(options: { logger: Logger }) {
  return async function handleErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (err) {
      const error = err as Partial<AppError> & { statusCode?: number };
      const status = error.status ?? error.statusCode ?? 500;
      const expose = error instanceof AppError ? error.expose : status < 500 && error.expose !== false;
      ctx.status = status;
      ctx.body = {
        message: expose && error.message ? error.message : 'An error occurred',
        code: error.code ?? (status >= 500 ? 'INTERNAL' : 'ERROR'),
        ...(expose && error.details !== undefined ? { details: error.details } : {}),
      };
      if (status >= 500) options.logger.error('request failed', { method: ctx.method, path: ctx.path, err: String((err as Error)?.stack ?? err) });
    }
  };
}
