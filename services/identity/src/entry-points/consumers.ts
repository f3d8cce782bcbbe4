import { parsePayload, subscribeAll, type Logger, type MessageQueue, type Outbox, type Subscriptions } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { recordMailDelivery } from '../data-access/mail-deliveries-repository.js';
import { CREDIT_EXPIRING, RESULTS_REMINDER, creditExpiringSchema, paths, resultsReminderSchema } from '@rr/contracts';
import { seal, type AccountSecrets } from '../domain/account-secrets.js';
import { encodeExpiringLots } from '../domain/mail/credit-templates.js';
import { MAIL_SEND, MailSend } from '../domain/mail/mail-message.js';
import type { MailDeliveryJob } from '../domain/mail/mail-delivery-job.js';

/** Identity's consumer group: its own `mail.send` messages, the events service's results reminders and the payouts service's credit expiry warnings. */
export const CONSUMER_GROUP = 'identity';

export interface ConsumerDeps {
  db: IdentityDb;
  outbox: Outbox;
  logger: Logger;
  /** Sends the recorded mail after the commit. */
  mailDelivery: Pick<MailDeliveryJob, 'poke'>;
  /** Seals the link of a mail queued from a consumer (the results reminder, the credit expiry warning). */
  secrets: AccountSecrets;
  now: () => Date;
  /** The site's origin for links in mail (PUBLIC_URL; default http://localhost:8080): the credit expiry warning's wallet link. */
  publicUrl?: string;
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

/**
 * `rider.credit-expiring` (payouts, issue 12 item 7) → a `mail.send` to the rider in their language listing what
 * expires when (written out when the mail is sent), with a link to their wallet, once per message id; a rider who is
 * gone, deactivated or not a rider gets nothing (logged). The link is the message's, else this site's dashboard.
 */
export function creditExpiringConsumer({ db, outbox, logger, secrets, publicUrl }: ConsumerDeps) {
  return outbox.consumer('identity.credit-expiring', async (message, transaction) => {
    const warning = parsePayload(creditExpiringSchema, message, logger);
    if (!warning) return;
    const user = await db.models.User.findByPk(warning.riderId, { transaction });
    if (!user || user.type !== 'rider' || user.deactivated) {
      logger.info({ riderId: warning.riderId, lots: warning.lots.length }, 'credit expiry warning not mailed: no active rider account');
      return;
    }
    const link = warning.link ?? `${publicUrl ?? 'http://localhost:8080'}${paths.rider.dashboard()}`;
    await outbox.add<MailSend>(transaction, MAIL_SEND, {
      template: 'credit-expiring',
      to: user.email,
      locale: user.locale,
      userId: user.id,
      sealed: seal(secrets.sealKey, { link }),
      values: { expiring: encodeExpiringLots(warning.lots) },
    });
  });
}

/** What identity consumes (its own declaration; the queue routes these topics to group `identity` from it). */
export function subscriptions(deps: ConsumerDeps): Subscriptions {
  return {
    group: CONSUMER_GROUP,
    handlers: { [MAIL_SEND]: mailSendConsumer(deps), [RESULTS_REMINDER]: resultsReminderConsumer(deps), [CREDIT_EXPIRING]: creditExpiringConsumer(deps) },
  };
}

export function subscribeConsumers(queue: MessageQueue, deps: ConsumerDeps): Promise<void> {
  return subscribeAll(queue, subscriptions(deps));
}
