import { api } from '@rr/api-client';

/** POST /api/logout (JSON `{}`, from this site) → 204: the sign-out confirmation page's button. */
export function logout(): Promise<void> {
  return api.post<void>('/api/logout', {}, { alert: false });
}
