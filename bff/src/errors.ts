import { AppError, badGateway, unavailable } from '@rr/server-kit/errors';
import type { ServiceName } from './config.js';
import { UpstreamFailure, isUnreachable } from './upstream.js';

/** The BFF answers with the back end's one error family (`@rr/server-kit/errors`): codes and messages of docs/accounts.md. */
export { AppError, ERRORS, apiError, type ErrorCode } from '@rr/server-kit/errors';

/** 429 TOO_MANY_ATTEMPTS with `details: { minutes }` and Retry-After (seconds): the one of the shared lockout. */
export { tooManyAttempts } from '@rr/server-kit/lockout';

/** Maps a failed BFF → service call to the client-facing error: 503 UNAVAILABLE when unreachable, else 502 BAD_GATEWAY. */
export function serviceError(service: ServiceName, err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof UpstreamFailure || isUnreachable(err)) return unavailable(service);
  return badGateway(service);
}
