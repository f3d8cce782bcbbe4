import { parsePayload, subscribeAll, type Logger, type MessageQueue, type Outbox, type Subscriptions } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { recordMailDelivery } from '../data-access/mail-deliveries-repository.js';
import { RESULTS_REMINDER, resultsReminderSchema } from '@rr/contracts';
import { seal, type AccountSecrets } from '../domain/account-secrets.js';
import { MAIL_SEND, MailSend } from '../domain/mail/mail-message.js';
import type { MailDeliveryJob } from '../domain/mail/mail-delivery-job.js';

/** Identity's consumer group: its own `mail.send` messages, and the events service's results reminders. */
export const CONSUMER_GROUP = 'identity';

export interface ConsumerDeps {
  db: IdentityDb;
  outbox: Outbox;
  logger: Logger;
  /** Sends the recorded mail after the commit. */
  mailDelivery: Pick<MailDeliveryJob, 'poke'>;
  /** Seals the link of a mail queued from a consumer (the results reminder). */
  secrets: AccountSecrets;
  now: () => Date;
}

/**
 * `mail.send` → record the mail to send (once per message id, outbox.consumer) and commit; the mail delivery
 * job sends it after the commit, so no transaction stays open while an SMTP server answers.
 */
export function mailSendConsumer({ db, outbox, logger, mailDelivery, now }: ConsumerDeps) {
  return outbox.consumer('identity.mail-send', async (message, transaction) => {
    const mail = parsePayload(MailSend, message, logger);
    if (!mail) return;
    await recordMailDelivery(db, { id: message.id, payload: mail }, now(), transaction);
    transaction.afterCommit(() => mailDelivery.poke());
  });
}

/**
 * `promoter.results-reminder` (events, spec §9) → a `mail.send` to the promoter in their language, once per message
 * id; a promoter who is gone, deactivated or not a promoter gets nothing (logged).
 */
export function resultsReminderConsumer({ db, outbox, logger, secrets }: ConsumerDeps) {
  return outbox.consumer('identity.results-reminder', async (message, transaction) => {
    const reminder = parsePayload(resultsReminderSchema, message, logger);
    if (!reminder) return;
    const user = await db.models.User.findByPk(reminder.promoterId, { transaction });
    if (!user || user.type !== 'promoter' || user.deactivated) {
      logger.info({ promoterId: reminder.promoterId, eventId: reminder.eventId }, 'results reminder not mailed: no active promoter account');
      return;
    }
    await outbox.add<MailSend>(transaction, MAIL_SEND, {
      template: 'results-reminder',
      to: user.email,
      locale: user.locale,
      userId: user.id,
      sealed: seal(secrets.sealKey, { link: reminder.link }),
      values: { event: reminder.title, dueDate: reminder.dueDate, kind: reminder.kind },
    });
  });
}

/** What identity consumes (its own declaration; the queue routes these topics to group `identity` from it). */
export function subscriptions(deps: ConsumerDeps): Subscriptions {
  return { group: CONSUMER_GROUP, handlers: { [MAIL_SEND]: mailSendConsumer(deps), [RESULTS_REMINDER]: resultsReminderConsumer(deps) } };
}

export function subscribeConsumers(queue: MessageQueue, deps: ConsumerDeps): Promise<void> {
  return subscribeAll(queue, subscriptions(deps));
}
