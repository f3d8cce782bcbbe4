import { parsePayload, type MessageQueue, type Outbox } from '@rr/server-kit';
import { deliverMail, type MailDeliveryDeps } from '../domain/mail/deliver-mail.js';
import { MAIL_SEND, MailSend } from '../domain/mail/mail-message.js';

/** Identity's consumer group (server-kit SUBSCRIPTIONS: `mail.send` → identity). */
export const CONSUMER_GROUP = 'identity';

export type ConsumerDeps = MailDeliveryDeps & { outbox: Outbox };

/** `mail.send` → render and send the mail. Once per message id (outbox.consumer); a failed send is retried. */
export function mailSendConsumer(deps: ConsumerDeps) {
  return deps.outbox.consumer('identity.mail-send', async (message, transaction) => {
    const mail = parsePayload(MailSend, message, deps.logger);
    if (!mail) return;
    await deliverMail(deps, mail, transaction);
  });
}

export function subscribeConsumers(queue: MessageQueue, deps: ConsumerDeps): void {
  queue.subscribe(MAIL_SEND, CONSUMER_GROUP, mailSendConsumer(deps));
}
