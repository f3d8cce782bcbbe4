import { api } from '@rr/api-client';
import type { SessionUser } from '@rr/session';
import type { RegistrationInput } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** The checked registration body, with the bot check's token when the check is on. */
export type RegisterRequest = RegistrationInput & { captchaToken?: string };

/**
 * POST /api/register: 201 `{ type: 'rider', user }` with a new session; 400 VALIDATION / CAPTCHA_FAILED /
 * RIDER_ACCOUNT_REQUIRED, 403 REGISTRATION_CLOSED, 409 EMAIL_TAKEN / VIN_TAKEN. The form shows every error itself.
 */
export function register(body: RegisterRequest): Promise<{ type: 'rider'; user: SessionUser }> {
  return api.post(apiPath('/api/register'), body, { alert: false });
}
