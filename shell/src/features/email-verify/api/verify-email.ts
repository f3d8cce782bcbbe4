import { post } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/** POST /api/email-verify `{ code }` → 200 (the session, e-mail now verified) | 400 CODE_INVALID. Errors shown by the page. */
export function verifyEmail(code: string): Promise<unknown> {
  return post(apiPath('/api/email-verify'), { code }, { alert: false });
}
