import { post } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/** POST /api/email-verify/send → 202 | 429 CODE_TOO_SOON `details: { seconds }`. Errors shown by the page. */
export function sendEmailCode(): Promise<void> {
  return post<void>(apiPath('/api/email-verify/send'), undefined, { alert: false });
}
