import { parsePayload, subscribeAll, type Logger, type MessageQueue, type Outbox, type Subscriptions } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { recordMailDelivery } from '../data-access/mail-deliveries-repository.js';
import { MAIL_SEND, MailSend } from '../domain/mail/mail-message.js';
import type { MailDeliveryJob } from '../domain/mail/mail-delivery-job.js';

/** Identity's consumer group: it consumes its own `mail.send` messages. */
export const CONSUMER_GROUP = 'identity';

export interface ConsumerDeps {
  db: IdentityDb;
  outbox: Outbox;
  logger: Logger;
  /** Sends the recorded mail after the commit. */
  mailDelivery: Pick<MailDeliveryJob, 'poke'>;
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

/** What identity consumes (its own declaration; the queue routes these topics to group `identity` from it). */
export function subscriptions(deps: ConsumerDeps): Subscriptions {
  return { group: CONSUMER_GROUP, handlers: { [MAIL_SEND]: mailSendConsumer(deps) } };
}

export function subscribeConsumers(queue: MessageQueue, deps: ConsumerDeps): Promise<void> {
  return subscribeAll(queue, subscriptions(deps));
}
