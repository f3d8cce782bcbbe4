import { api } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/** POST /api/logout (JSON `{}`, from this site) → 204: the sign-out confirmation page's button. */
export function logout(): Promise<void> {
  return api.post<void>(apiPath('/api/logout'), {}, { alert: false });
}
