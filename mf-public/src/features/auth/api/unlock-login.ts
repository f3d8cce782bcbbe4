import { api } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

export interface UnlockAnswer {
  unlocked: true;
  email: string;
}

/** POST /api/login-unlock `{ token }` → 200 `{ unlocked, email }` | 400 UNLOCK_LINK_INVALID. Errors shown by the page. */
export function unlockLogin(token: string): Promise<UnlockAnswer> {
  return api.post<UnlockAnswer>(apiPath('/api/login-unlock'), { token }, { alert: false });
}
