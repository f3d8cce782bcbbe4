import { get } from '@rr/api-client';
import type { SessionAnswer } from './session-outcome';

/** GET /api/session (BFF contract). Errors are handled by the caller (treated as signed out). */
export function getSession(): Promise<SessionAnswer> {
  return get<SessionAnswer>('/api/session', { alert: false, minDelayMs: 0 });
}
