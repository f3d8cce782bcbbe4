import { get, type CallOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/**
 * GET /api/session (BFF contract: @rr/contracts `SessionAnswer`). The body is returned as received: `sessionOutcome`
 * checks it, so an answer that breaks the contract is handled (spec §8), not trusted. Errors are handled by the
 * caller (treated as signed out).
 */
export function getSession(options: CallOptions = {}): Promise<unknown> {
  return get<unknown>(apiPath('/api/session'), { ...options, alert: false, minDelayMs: 0 });
}
