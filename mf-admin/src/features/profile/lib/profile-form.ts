// The admin profile page's forms (W16): values from the session, and the body sent. Pure.
import type { AdminProfileInput } from '@rr/contracts';
import type { SessionUser } from '@rr/session';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Error codes of a failed save that belong to one input (shown there with the code's message). */
export const PROFILE_CODE_FIELDS = { EMAIL_TAKEN: 'email' } as const;

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

/** The values a saved body puts back in the form (a phone left out of the body is empty). */
export function savedValues(body: AdminProfileInput): ProfileValues {
  return { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone ?? '' };
}

/** Whether the form differs from what is saved. */
export function profileChanged(saved: ProfileValues, values: ProfileValues): boolean {
  const a = profileBody(saved);
  const b = profileBody(values);
  return (Object.keys(a) as (keyof ProfileValues)[]).some((key) => a[key] !== b[key]);
}
