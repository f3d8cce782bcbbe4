import { get } from '@rr/api-client';
import type { SessionResponse } from '@rr/session';

/** GET /api/session (BFF contract). Errors are handled by the caller (treated as signed out). */
export function getSession(): Promise<SessionResponse> {
  return get<SessionResponse>('/api/session', { alert: false, minDelayMs: 0 });
}
