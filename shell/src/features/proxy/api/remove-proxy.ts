import { post } from '@rr/api-client';
import type { SessionAnswer } from '../../session';
import { apiPath } from '@rr/contracts/routes';

/** POST /api/proxy-remove → the administrator's session again. Errors shown by the page. */
export function removeProxy(): Promise<SessionAnswer> {
  return post<SessionAnswer>(apiPath('/api/proxy-remove'), undefined, { alert: false });
}
