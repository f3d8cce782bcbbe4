import { api } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/** POST /api/account-recovery/verify: 200 and a session marked for recovery (15 minutes) | 400 CODE_INVALID. */
export function verifyRecoveryCode(body: { email: string; code: string }): Promise<unknown> {
  return api.post(apiPath('/api/account-recovery/verify'), body, { alert: false });
}
