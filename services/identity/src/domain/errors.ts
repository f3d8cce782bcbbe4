import { AppError } from '@rr/server-kit';

/**
 * The account errors of docs/accounts.md "Error bodies and translation": status, code and English
 * message exactly as the table has them (clients translate `error.<code>`; `details` fills its values).
 */
export const ACCOUNT_ERRORS = {
  LOGIN_FAILED: [401, 'No account with that email + password combination was found'],
  DEACTIVATED: [403, 'Your account has been deactivated, please contact support'],
  EMAIL_TAKEN: [409, 'An account with this email already exists. Log in or recover your account.'],
  RIDER_ACCOUNT_REQUIRED: [400, 'Rider must have an account they can register for'],
  CODE_INVALID: [400, 'That code is wrong or has expired. Request a new code.'],
  CODE_TOO_SOON: [429, 'A code was sent a moment ago. Please wait {seconds} seconds before asking for another.'],
  RESET_TOKEN_INVALID: [400, 'This reset link is invalid or has expired. Ask for a new one.'],
  CURRENT_PASSWORD_WRONG: [400, 'Your current password is not correct'],
  CURRENT_PIN_WRONG: [400, 'Your current PIN is not correct'],
  MERGE_CONFIRMATION: [400, 'Type DELETE and the email of the rider to delete, then KEEP and the email of the rider to keep'],
  MERGE_SAME_RIDER: [400, 'Choose two different riders'],
  OIDC_NO_ACCOUNT: [403, 'No Race Rewards account is linked to that sign-in'],
  VIN_TAKEN: [409, 'That VIN is already registered'],
  FORBIDDEN: [403, 'You are not allowed to do that'],
  NOT_FOUND: [404, 'Not found'],
} as const satisfies Record<string, readonly [number, string]>;

export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;

/** An AppError for one of the table's codes; `{name}` placeholders of the message are filled from `details`. */
export function accountError(code: AccountErrorCode, details?: Record<string, unknown>): AppError {
  const [status, template] = ACCOUNT_ERRORS[code];
  const message = template.replace(/\{(\w+)\}/g, (whole, name: string) => (details && details[name] !== undefined ? String(details[name]) : whole));
  return new AppError(status, code, message, details);
}
