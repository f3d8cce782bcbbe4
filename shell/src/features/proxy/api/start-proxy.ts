import { post } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import type { SessionAnswer } from '../../session';
import type { ProxyTarget } from '../lib/proxy-result';

/** POST /api/admin/proxy/{type}/{id} → the impersonated session | 403 PROXY_NOT_ALLOWED | 404. Errors shown by the page. */
export function startProxy(target: ProxyTarget, id: string): Promise<SessionAnswer> {
  return post<SessionAnswer>(apiPath('/api/admin/proxy/:role/:id', { role: target, id }), undefined, { alert: false });
}
