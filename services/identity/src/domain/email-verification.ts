import { codeSchema } from '@rr/contracts';
import { findUser, markEmailVerified } from '../data-access/users-repository.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { mailLocale } from './locale.js';
import { linkWith, queueMail } from './mail/mail-message.js';
import { issueCode, redeemCode } from './one-time-codes.js';
import type { SessionUser } from './session-user.js';
import { parseInput } from './validation.js';

/**
 * Mails a new e-mail verification code (and the link `verifyUrlBase?code=…`), replacing the previous
 * code. 429 CODE_TOO_SOON within 60 s of the last one; nothing is sent to an already verified address.
 */
export async function sendEmailCode(ctx: AccountsContext, userId: string, request: { verifyUrlBase: string; locale?: string }): Promise<{ sent: boolean }> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw accountError('NOT_FOUND');
  if (user.deactivated) throw accountError('DEACTIVATED');
  if (user.emailVerified) return { sent: false };
  await ctx.db.sequelize.transaction(async (transaction) => {
    const code = await issueCode(ctx, transaction, user.id, 'email-verify');
    await queueMail(ctx, transaction, {
      template: 'email-verify',
      to: user.email,
      locale: mailLocale(user.locale, request.locale),
      userId: user.id,
      code,
      link: linkWith(request.verifyUrlBase, 'code', code),
    });
  });
  return { sent: true };
}

/** Checks the mailed code and marks the e-mail verified (code consumed in the same transaction). 400 CODE_INVALID. */
export async function verifyEmail(ctx: AccountsContext, userId: string, body: unknown): Promise<SessionUser> {
  const { code } = parseInput(codeSchema, body);
  const user = await findUser(ctx.db, userId);
  if (!user) throw accountError('NOT_FOUND');
  // A second click on the mailed link after success: nothing left to verify.
  if (!user.emailVerified) await redeemCode(ctx, user.id, 'email-verify', code, (transaction) => markEmailVerified(ctx.db, user.id, transaction));
  return (await getSessionUser(ctx.db, userId)).user;
}
