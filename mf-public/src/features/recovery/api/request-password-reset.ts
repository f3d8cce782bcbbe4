import { api } from '@rr/api-client';

/** POST /api/forgot-password: always 202 (whether or not the account exists); a reset link is mailed if it does. */
export function requestPasswordReset(body: { email: string; captchaToken?: string }): Promise<void> {
  return api.post('/api/forgot-password', body, { alert: false });
}
