// The admin profile page's forms (W16): values from the session, bodies for the API, errors onto fields. Pure.
import { toApiError } from '@rr/api-client';
import type { SessionUser } from '@rr/session';
import { apiErrorDescriptor, type MessageDescriptor } from '@rr/validation';
import { fieldErrorsOf } from '../../../lib/api-errors';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** The form's starting values: the signed-in administrator as the session shows them. */
export function profileValues(user: SessionUser | null | undefined): ProfileValues {
  return { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '', phone: user?.phone ?? '' };
}

/** PUT /api/admin/admin/{adminId} body: trimmed, the e-mail lower-cased. */
export function profileBody(values: ProfileValues): ProfileValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
  };
}

/** Whether the form differs from what is saved. */
export function profileChanged(saved: ProfileValues, values: ProfileValues): boolean {
  const a = profileBody(saved);
  const b = profileBody(values);
  return (Object.keys(a) as (keyof ProfileValues)[]).some((key) => a[key] !== b[key]);
}

function codeOnField<F extends string>(caught: unknown, codes: Record<string, F>): Partial<Record<F, MessageDescriptor>> {
  const error = toApiError(caught);
  const field = error.code ? codes[error.code] : undefined;
  const message = error.code ? apiErrorDescriptor({ code: error.code, message: error.message }) : null;
  return field && message ? ({ [field]: message } as Partial<Record<F, MessageDescriptor>>) : {};
}

/** Field messages of a failed profile save: VALIDATION details, or EMAIL_TAKEN on the e-mail. */
export function profileFieldErrors(caught: unknown): Partial<Record<keyof ProfileValues, MessageDescriptor>> {
  return { ...fieldErrorsOf(caught), ...codeOnField(caught, { EMAIL_TAKEN: 'email' as const }) };
}

/** Field messages of a failed password change: VALIDATION details, or CURRENT_PASSWORD_WRONG on the current password. */
export function passwordFieldErrors(caught: unknown): Partial<Record<keyof PasswordValues, MessageDescriptor>> {
  return { ...fieldErrorsOf(caught), ...codeOnField(caught, { CURRENT_PASSWORD_WRONG: 'currentPassword' as const }) };
}
