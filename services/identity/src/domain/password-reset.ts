import { mailRequestSchema, passwordResetSchema } from '@rr/contracts';
import { createResetToken, findResetToken, resetTokenIssuedSince, useResetToken } from '../data-access/reset-tokens-repository.js';
import { findUser, findUserByEmail, markEmailVerified, storePassword } from '../data-access/users-repository.js';
import { newResetToken, tokenHash } from './account-secrets.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { getSessionUser } from './get-session-user.js';
import { mailLocale } from './locale.js';
import { linkWith, queueMail } from './mail/mail-message.js';
import { hashSecret } from './secrets.js';
import type { SessionUser } from './session-user.js';
import { parseInput } from './validation.js';

/** docs/accounts.md "Recovery": a reset link is valid 60 minutes, once. One link per 60 s per account. */
export const RESET_TTL_MINUTES = 60;
export const RESET_RESEND_SECONDS = 60;

const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Forgot password: mails `resetUrlBase?token=…` to an active account (token: 32 random bytes, stored as
 * SHA-256). Never reveals whether the address has an account: unknown and deactivated addresses, and a
 * second request within 60 s, do the same work and send nothing.
 */
export async function requestPasswordReset(ctx: AccountsContext, body: unknown, request: { resetUrlBase: string }): Promise<void> {
  const { email, locale } = parseInput(mailRequestSchema, body);
  const user = await findUserByEmail(ctx.db, email);
  const now = ctx.now();
  const token = newResetToken();
  const hash = tokenHash(token);
  const since = new Date(now.getTime() - RESET_RESEND_SECONDS * 1000);
  await ctx.db.sequelize.transaction(async (transaction) => {
    if (!user || user.deactivated) {
      await resetTokenIssuedSince(ctx.db, NO_USER, since, transaction);
      return;
    }
    if (await resetTokenIssuedSince(ctx.db, user.id, since, transaction)) return;
    await createResetToken(ctx.db, { userId: user.id, tokenHash: hash, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000) }, transaction);
    await queueMail(ctx, transaction, {
      template: 'password-reset',
      to: user.email,
      locale: mailLocale(user.locale, locale),
      userId: user.id,
      link: linkWith(request.resetUrlBase, 'token', token),
      token,
    });
  });
}

/**
 * Sets a new password with a mailed token. The token is used with a conditional UPDATE, so it works
 * once even under concurrent requests; the password change voids the user's sessions and clears every
 * other open token. 400 VALIDATION, 400 RESET_TOKEN_INVALID, 403 DEACTIVATED.
 */
export async function completePasswordReset(ctx: AccountsContext, body: unknown): Promise<{ user: SessionUser; sessionsValidAfter: number | null }> {
  const { token, password } = parseInput(passwordResetSchema, body);
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw accountError('RESET_TOKEN_INVALID');
  const now = ctx.now();
  const row = await findResetToken(ctx.db, tokenHash(token));
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw accountError('RESET_TOKEN_INVALID');
  const user = await findUser(ctx.db, row.userId);
  if (!user) throw accountError('RESET_TOKEN_INVALID');
  if (user.deactivated) throw accountError('DEACTIVATED');
  const passwordHash = await hashSecret(password);
  await ctx.db.sequelize.transaction(async (transaction) => {
    if (!(await useResetToken(ctx.db, row.id, now, transaction))) throw accountError('RESET_TOKEN_INVALID');
    await storePassword(ctx.db, user.id, passwordHash, now, transaction);
    // The link reached this inbox: the address is proven (a promoter's first password comes this way).
    if (!user.emailVerified) await markEmailVerified(ctx.db, user.id, transaction);
  });
  return getSessionUser(ctx.db, user.id);
}
