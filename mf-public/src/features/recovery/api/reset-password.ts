import { api } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/** POST /api/forgot-password-reset: 200 (no session; the page links to login) | 400 RESET_TOKEN_INVALID | 400 VALIDATION. */
export function resetPassword(body: { token: string; password: string; confirmPassword: string }): Promise<void> {
  return api.post(apiPath('/api/forgot-password-reset'), body, { alert: false });
}
