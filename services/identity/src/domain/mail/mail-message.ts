import type { Transaction } from 'sequelize';
import { riderNoticeSchema } from '@rr/contracts/server';
import { z } from 'zod';
import { LOCALES } from '../../data-access/models/index.js';
import { seal } from '../account-secrets.js';
import type { AccountsContext } from '../context.js';
import { MAIL_TEMPLATES, type MailTemplate } from './templates.js';
import type { IdentityDb } from '../../data-access/database.js';
import { findGreetingName } from '../../data-access/users-repository.js';
import type { Locale } from '../../data-access/models/index.js';

/** Topic of identity's own mail messages (consumer group `identity`). */
export const MAIL_SEND = 'mail.send';

/**
 * A `mail.send` message. The code, link and token travel sealed (AES-256-GCM), so neither the
 * outbox table nor the queue ever holds them in plain.
 */
export const MailSend = z.object({
  template: z.enum(MAIL_TEMPLATES),
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  userId: z.string().min(1),
  sealed: z.string().min(1),
  /** What a notice shows besides its link (results reminder: event, dueDate, kind; credit expiry warning: expiring); nothing secret. */
  values: z.record(z.string(), z.string().max(500)).optional(),
  /** Whom the mail greets by name (`recipientName`); without it, it greets neutrally. */
  recipient: z.string().max(200).optional(),
  /** A money mail's facts (payouts' `rider.notice`, its collection link left out: that one travels sealed). */
  notice: riderNoticeSchema.optional(),
});
export type MailSend = z.infer<typeof MailSend>;

/** What is sealed inside a `mail.send` message. */
export const MailSecrets = z.object({
  code: z.string().optional(),
  link: z.string().optional(),
  token: z.string().optional(),
});
export type MailSecrets = z.infer<typeof MailSecrets>;

/**
 * The name a mail to a user greets them by: a rider's or an administrator's first name, a promoter's contact (else
 * its name), a dealer's name. Undefined for someone who is not a user (the contact form's mail to the programme team)
 * or has no name on file: the mail greets neutrally then. Read in the caller's transaction (a new account's too).
 */
export async function recipientName(db: IdentityDb, userId: string, transaction?: Transaction): Promise<string | undefined> {
  return greetingOf(await findGreetingName(db, userId, transaction));
}

/** The name a mail greets by (trimmed, at most 200 characters), or undefined for a neutral greeting. */
export function greetingOf(name: string | null | undefined): string | undefined {
  const trimmed = name?.trim().slice(0, 200);
  return trimmed ? trimmed : undefined;
}

/** Records a mail in the caller's transaction: it is sent only if that transaction commits. It greets the user by name. */
export async function queueMail(
  ctx: AccountsContext,
  transaction: Transaction,
  mail: { template: MailTemplate; to: string; locale: Locale; userId: string; values?: Record<string, string> } & MailSecrets,
): Promise<void> {
  const { code, link, token, ...rest } = mail;
  const recipient = await recipientName(ctx.db, mail.userId, transaction);
  await ctx.outbox.add<MailSend>(transaction, MAIL_SEND, { ...rest, ...(recipient ? { recipient } : {}), sealed: seal(ctx.secrets.sealKey, { code, link, token }) });
}

/** `base?code=123456` (any query the base already has is kept). */
export function linkWith(base: string, name: string, value: string): string {
  const url = new URL(base);
  url.searchParams.set(name, value);
  return url.toString();
}
