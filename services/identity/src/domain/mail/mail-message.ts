import type { Transaction } from 'sequelize';
import { z } from 'zod';
import { LOCALES } from '../../data-access/models.js';
import { seal } from '../account-secrets.js';
import type { AccountsContext } from '../context.js';
import { MAIL_TEMPLATES, type MailTemplate } from './templates.js';
import type { Locale } from '../../data-access/models.js';

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
});
export type MailSend = z.infer<typeof MailSend>;

/** What is sealed inside a `mail.send` message. */
export const MailSecrets = z.object({
  code: z.string().optional(),
  link: z.string().optional(),
  token: z.string().optional(),
});
export type MailSecrets = z.infer<typeof MailSecrets>;

/** Records a mail in the caller's transaction: it is sent only if that transaction commits. */
export async function queueMail(
  ctx: AccountsContext,
  transaction: Transaction,
  mail: { template: MailTemplate; to: string; locale: Locale; userId: string; values?: Record<string, string> } & MailSecrets,
): Promise<void> {
  const { code, link, token, ...rest } = mail;
  await ctx.outbox.add<MailSend>(transaction, MAIL_SEND, { ...rest, sealed: seal(ctx.secrets.sealKey, { code, link, token }) });
}

/** `base?code=123456` (any query the base already has is kept). */
export function linkWith(base: string, name: string, value: string): string {
  const url = new URL(base);
  url.searchParams.set(name, value);
  return url.toString();
}
