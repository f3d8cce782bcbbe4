import { fieldErrors, registrationSchema } from '@rr/contracts';
import type { AccountsContext } from './context.js';
import { createRider } from './create-rider.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { linkWith, queueMail } from './mail/mail-message.js';
import { issueCode } from './one-time-codes.js';
import { hashSecret } from './secrets.js';
import type { SessionUser } from './session-user.js';
import { parseInput } from './validation.js';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Registers a rider (spec §2 /register): user, rider profile, first bike, `rider.registered`, the
 * e-mail verification code and its mail, all in one transaction. The locale (when one of ours) is
 * stored and used for the mail; `verifyUrlBase` adds the verification link to it.
 * 400 RIDER_ACCOUNT_REQUIRED when only `riderConfirmed` is wrong, 400 VALIDATION otherwise,
 * 409 EMAIL_TAKEN / VIN_TAKEN.
 */
export async function registerRider(ctx: AccountsContext, body: unknown, options: { verifyUrlBase?: string } = {}): Promise<SessionUser> {
  const result = registrationSchema.safeParse(body);
  if (!result.success && Object.keys(fieldErrors(result.error)).join() === 'riderConfirmed') throw accountError('RIDER_ACCOUNT_REQUIRED');
  const input = parseInput(registrationSchema, body);
  const locale = input.locale ?? 'en';
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
        sex: input.sex || null,
        dateOfBirth: (typeof input.dateOfBirth === 'string' ? input.dateOfBirth.trim() : input.dateOfBirth.toISOString()).slice(0, 10),
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
