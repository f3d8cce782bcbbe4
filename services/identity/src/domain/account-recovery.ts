import { mailRequestSchema, recoveryCodeSchema } from '@rr/contracts';
import { AppError } from '@rr/server-kit';
import { findUserByEmail, markEmailVerified } from '../data-access/users-repository.js';
import { codeHash } from './account-secrets.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { mailLocale } from './locale.js';
import { queueMail } from './mail/mail-message.js';
import { issueCode, redeemCode, secondsUntilNextCode } from './one-time-codes.js';
import type { SessionUser } from './session-user.js';
import { parseInput } from './validation.js';

const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Account recovery, step 1: mails a 6-digit recovery code to an active account. The answer never says
 * whether the address has an account: unknown and deactivated addresses, and a request within 60 s of
 * the last code, do the same reads and send nothing.
 */
export async function startRecovery(ctx: AccountsContext, body: unknown): Promise<void> {
  const { email, locale } = parseInput(mailRequestSchema, body);
  const user = await findUserByEmail(ctx.db, email);
  await ctx.db.sequelize.transaction(async (transaction) => {
    if (!user || user.deactivated) {
      await secondsUntilNextCode(ctx, NO_USER, 'recovery', transaction);
      codeHash(ctx.secrets.codeKey, 'recovery', NO_USER, '000000');
      return;
    }
    let code: string;
    try {
      code = await issueCode(ctx, transaction, user.id, 'recovery');
    } catch (err) {
      if (err instanceof AppError && err.code === 'CODE_TOO_SOON') return;
      throw err;
    }
    await queueMail(ctx, transaction, { template: 'account-recovery', to: user.email, locale: mailLocale(user.locale, locale), userId: user.id, code });
  });
}

/**
 * Account recovery, step 2: the e-mail and its code → the user (the BFF opens a recovery session). Also
 * marks the e-mail verified. Unknown e-mail and wrong code: the same 400 CODE_INVALID after the same work.
 * A right code for a deactivated account: 403 DEACTIVATED (the code stays unused).
 */
export async function verifyRecovery(ctx: AccountsContext, body: unknown): Promise<SessionUser> {
  const { email, code } = parseInput(recoveryCodeSchema, body);
  const user = await findUserByEmail(ctx.db, email);
  await redeemCode(ctx, user?.id ?? null, 'recovery', code, async (transaction) => {
    if (user?.deactivated) throw accountError('DEACTIVATED');
    if (user) await markEmailVerified(ctx.db, user.id, transaction);
  });
  if (!user) throw accountError('CODE_INVALID');
  return (await getSessionUser(ctx.db, user.id)).user;
}
