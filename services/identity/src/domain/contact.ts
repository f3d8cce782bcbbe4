import { randomUUID } from 'node:crypto';
import type { ContactInput } from '@rr/contracts';
import { addContactMessage } from '../data-access/contact-messages-repository.js';
import type { Locale } from '../data-access/models/index.js';
import { seal } from './account-secrets.js';
import type { AccountsContext } from './context.js';
import { MAIL_SEND, type MailSend } from './mail/mail-message.js';

/**
 * A contact-form message (spec §2): stored as sent and, in the same transaction, queued as a mail to the programme
 * team (CONTACT_MAIL_TO) in English, with the sender's e-mail to answer to. Nothing is stored when the mail cannot be
 * queued, and the other way round.
 */
export async function receiveContactMessage(ctx: AccountsContext, input: ContactInput & { locale: Locale }): Promise<{ id: string }> {
  const id = randomUUID();
  await ctx.db.sequelize.transaction(async (transaction) => {
    await addContactMessage(
      ctx.db,
      {
        id,
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        company: (input.company ?? '').trim(),
        reason: input.reason,
        message: input.message.trim(),
        locale: input.locale,
      },
      transaction,
    );
    await ctx.outbox.add<MailSend>(transaction, MAIL_SEND, {
      template: 'contact-message',
      to: ctx.contactTo ?? 'programme@race-rewards.local',
      locale: 'en',
      userId: `contact:${id}`,
      sealed: seal(ctx.secrets.sealKey, {}),
      values: {
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        company: (input.company ?? '').trim(),
        reason: input.reason,
        message: input.message.trim(),
        language: input.locale,
      },
    });
  });
  return { id };
}
