import { api } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/** POST /api/password-lost-reset, in a recovery session only: 200 session without the mark | 403 RECOVERY_REQUIRED. */
export function setLostPassword(body: { password: string; confirmPassword: string }): Promise<unknown> {
  return api.post(apiPath('/api/password-lost-reset'), body, { alert: false });
}
