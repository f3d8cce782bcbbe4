import { api } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/** POST /api/forgot-password: always 202 (whether or not the account exists); a reset link is mailed if it does. */
export function requestPasswordReset(body: { email: string; captchaToken?: string }): Promise<void> {
  return api.post(apiPath('/api/forgot-password'), body, { alert: false });
}
