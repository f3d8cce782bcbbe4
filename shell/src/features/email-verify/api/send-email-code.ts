import { post } from '@rr/api-client';

/** POST /api/email-verify/send → 202 | 429 CODE_TOO_SOON `details: { seconds }`. Errors shown by the page. */
export function sendEmailCode(): Promise<void> {
  return post<void>('/api/email-verify/send', undefined, { alert: false });
}
