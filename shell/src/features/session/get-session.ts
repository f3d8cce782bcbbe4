import { get, type CallOptions } from '@rr/api-client';
import type { SessionAnswer } from './session-outcome';

/** GET /api/session (BFF contract). Errors are handled by the caller (treated as signed out). */
export function getSession(options: CallOptions = {}): Promise<SessionAnswer> {
  return get<SessionAnswer>('/api/session', { ...options, alert: false, minDelayMs: 0 });
}
