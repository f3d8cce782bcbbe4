import { api } from '@rr/api-client';
import type { ContactInput } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** POST /api/contact-us (spec §7 Other): 202 `{ received }`; 400 VALIDATION / CAPTCHA_FAILED, 429. The form shows errors itself. */
export function sendContact(body: ContactInput & { captchaToken?: string }): Promise<{ received: true }> {
  return api.post(apiPath('/api/contact-us'), body, { alert: false });
}
