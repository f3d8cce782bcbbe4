import { post } from '@rr/api-client';
import type { SessionAnswer } from '../../session';

/** POST /api/proxy-remove → the administrator's session again. Errors shown by the page. */
export function removeProxy(): Promise<SessionAnswer> {
  return post<SessionAnswer>('/api/proxy-remove', undefined, { alert: false });
}
