import { registrationSchema, validate } from '@rr/validation';
import type { Sex } from '../data-access/models.js';
import type { AccountsContext } from './context.js';
import { createRider } from './create-rider.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { isLocale } from './locale.js';
import { linkWith, queueMail } from './mail/mail-message.js';
import { issueCode } from './one-time-codes.js';
import { hashSecret } from './secrets.js';
import type { SessionUser } from './session-user.js';
import { validateInput } from './validation.js';

/** The registration body (docs/accounts.md "Registration"), after `registrationSchema` accepted it. */
interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone1: string;
  phone2?: string | null;
  dateOfBirth: string;
  sex?: string | null;
  pro?: boolean;
  racingType?: string | null;
  amaNumber?: string | null;
  country: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state?: string | null;
  zipcode: string;
  bikeYear: number | string;
  bikeMake: string;
  bikeModel: string;
  vin: string;
  locale?: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Registers a rider (spec §2 /register): user, rider profile, first bike, `rider.registered`, the
 * e-mail verification code and its mail, all in one transaction. The locale (when one of ours) is
 * stored and used for the mail; `verifyUrlBase` adds the verification link to it.
 * 400 RIDER_ACCOUNT_REQUIRED when only `riderConfirmed` is wrong, 400 VALIDATION otherwise,
 * 409 EMAIL_TAKEN / VIN_TAKEN.
 */
export async function registerRider(ctx: AccountsContext, body: unknown, options: { verifyUrlBase?: string } = {}): Promise<SessionUser> {
  const result = validate(registrationSchema, body);
  if (!result.ok && Object.keys(result.errors).length === 1 && result.errors.riderConfirmed) throw accountError('RIDER_ACCOUNT_REQUIRED');
  validateInput(registrationSchema, body);
  const input = body as RegistrationInput;
  const locale = isLocale(input.locale) ? input.locale : 'en';
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashSecret(input.password);

  const { riderId } = await createRider(
    ctx.db,
    ctx.outbox,
    {
      email,
      passwordHash,
      emailVerified: false,
      locale,
      profile: {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        country: input.country,
        phone1: input.phone1.trim(),
        phone2: text(input.phone2),
        addressLine1: input.addressLine1.trim(),
        addressLine2: text(input.addressLine2),
        city: input.city.trim(),
        state: text(input.state),
        zipcode: input.zipcode.trim().toUpperCase(),
        sex: (text(input.sex) as Sex | null) ?? null,
        dateOfBirth: input.dateOfBirth.trim().slice(0, 10),
        racingType: text(input.racingType),
        amaNumber: text(input.amaNumber),
        pro: input.pro === true,
      },
      bikes: [{ year: Number(input.bikeYear), make: input.bikeMake.trim(), model: input.bikeModel.trim(), vin: input.vin, valid: 'unverified' }],
    },
    async (transaction, id) => {
      const code = await issueCode(ctx, transaction, id, 'email-verify');
      await queueMail(ctx, transaction, {
        template: 'email-verify',
        to: email,
        locale,
        userId: id,
        code,
        ...(options.verifyUrlBase ? { link: linkWith(options.verifyUrlBase, 'code', code) } : {}),
      });
    },
  );
  return (await getSessionUser(ctx.db, riderId)).user;
}
