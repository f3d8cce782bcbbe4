import { fieldErrors, registrationSchema } from '@rr/contracts';
import type { AccountsContext } from './context.js';
import { createRider, profileFromRegistration } from './create-rider.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { linkWith, queueMail } from './mail/mail-message.js';
import { issueCode } from './one-time-codes.js';
import { hashSecret } from './secrets.js';
import type { SessionUser } from './session-user.js';
import { parseInput } from './validation.js';
import { bikeStatusFor } from './vin-patterns.js';

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
  // The first bike's VIN is matched against the VIN patterns as any bike added later is (docs/vin.md).
  const bikeYear = Number(input.bikeYear);
  const vinStatus = await bikeStatusFor(ctx.db, { vin: input.vin, year: bikeYear });

  const { riderId } = await createRider(
    ctx.db,
    ctx.outbox,
    {
      email,
      passwordHash,
      emailVerified: false,
      locale,
      profile: profileFromRegistration(input),
      bikes: [{ year: bikeYear, make: input.bikeMake.trim(), model: input.bikeModel.trim(), vin: input.vin, valid: vinStatus.valid, validReason: vinStatus.reason }],
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
