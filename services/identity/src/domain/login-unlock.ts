import { mailRequestSchema } from '@rr/contracts';
import { unlockLinkRequestSchema, unlockTokenSchema } from '@rr/contracts/server';
import { createUnlockToken, findUnlockToken, unlockTokenIssuedSince, useUnlockToken } from '../data-access/unlock-tokens-repository.js';
import { findUser, findUserByEmail } from '../data-access/users-repository.js';
import { newResetToken, tokenHash } from './account-secrets.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import { mailLocale } from './locale.js';
import { linkWith, queueMail } from './mail/mail-message.js';
import { parseInput } from './validation.js';

/** docs/security.md "Sign-in throttling": an unlock link is valid 60 minutes, once; one mail per 15 minutes per account. */
export const UNLOCK_TTL_MINUTES = 60;
export const UNLOCK_RESEND_MINUTES = 15;

/**
 * Several failed sign-ins for `email` (the BFF decides when): mails an active account's owner a link that lets their
 * browser sign in without the bot check or delays. Never reveals whether the address has an account: the caller
 * always gets 204, and unknown or deactivated addresses, or a second request within 15 minutes, send nothing.
 */
export async function requestUnlockLink(ctx: AccountsContext, body: unknown): Promise<void> {
  const { email, locale } = parseInput(mailRequestSchema, body);
  const { unlockUrlBase } = parseInput(unlockLinkRequestSchema, body);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deactivated) return;
  const now = ctx.now();
  const token = newResetToken();
  await ctx.db.sequelize.transaction(async (transaction) => {
    if (await unlockTokenIssuedSince(ctx.db, user.id, new Date(now.getTime() - UNLOCK_RESEND_MINUTES * 60_000), transaction)) return;
    await createUnlockToken(ctx.db, { userId: user.id, tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + UNLOCK_TTL_MINUTES * 60_000) }, transaction);
    await queueMail(ctx, transaction, {
      template: 'login-unlock',
      to: user.email,
      locale: mailLocale(user.locale, locale),
      userId: user.id,
      link: linkWith(unlockUrlBase, 'token', token),
      token,
    });
  });
}

/** Uses a mailed unlock token once: → the account's e-mail | 400 UNLOCK_LINK_INVALID (unknown, used, expired, deactivated). */
export async function useUnlockLink(ctx: AccountsContext, body: unknown): Promise<{ email: string }> {
  const parsed = unlockTokenSchema.safeParse(body);
  if (!parsed.success) throw accountError('UNLOCK_LINK_INVALID');
  const now = ctx.now();
  const row = await findUnlockToken(ctx.db, tokenHash(parsed.data.token));
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw accountError('UNLOCK_LINK_INVALID');
  const user = await findUser(ctx.db, row.userId);
  if (!user || user.deactivated) throw accountError('UNLOCK_LINK_INVALID');
  if (!(await useUnlockToken(ctx.db, row.id, now))) throw accountError('UNLOCK_LINK_INVALID');
  return { email: user.email };
}
