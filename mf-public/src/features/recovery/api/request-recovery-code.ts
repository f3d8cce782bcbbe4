import { api } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/** POST /api/account-recovery: always 202; a 6-digit recovery code is mailed when an account exists. */
export function requestRecoveryCode(body: { email: string; captchaToken?: string }): Promise<void> {
  return api.post(apiPath('/api/account-recovery'), body, { alert: false });
}
