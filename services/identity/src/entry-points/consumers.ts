import { parsePayload, subscribeAll, type Logger, type MessageQueue, type Outbox, type Subscriptions } from '@rr/server-kit';
import type { Transaction } from 'sequelize';
import type { IdentityDb } from '../data-access/database.js';
import { recordMailDelivery } from '../data-access/mail-deliveries-repository.js';
import { findNoticeRecipient } from '../data-access/users-repository.js';
import { CREDIT_EXPIRING, RESULTS_REMINDER, creditExpiringSchema, paths, resultsReminderSchema } from '@rr/contracts';
import { YEAR_STATEMENT_READY, yearStatementReadySchema } from '@rr/contracts/statements';
import { RIDER_NOTICE, riderNoticeSchema, type RiderNotice } from '@rr/contracts/server';
import { seal, type AccountSecrets } from '../domain/account-secrets.js';
import { encodeExpiringLots } from '../domain/mail/credit-templates.js';
import { MAIL_SEND, MailSend, greetingOf } from '../domain/mail/mail-message.js';
import type { MoneyTemplate } from '../domain/mail/money-templates.js';
import { preferenceOf } from '../domain/mail-preferences.js';
import type { MailDeliveryJob } from '../domain/mail/mail-delivery-job.js';

/** Identity's consumer group: its own `mail.send` messages, the events service's results reminders the payouts service's credit expiry warnings, money notices and year-end statement mails. */
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
  /** The site's origin for links in mail (PUBLIC_URL; default http://localhost:8080): the rider's pages the money mails link to. */
  publicUrl?: string;
}

const siteOf = (publicUrl: string | undefined) => publicUrl ?? 'http://localhost:8080';
/** The rider profile's Mail card, where every optional mail about money can be turned off. */
const mailSettingsLink = (publicUrl: string | undefined) => `${siteOf(publicUrl)}${paths.rider.profile()}#mail`;

/**
 * `mail.send` → record the mail to send (once per message id, outbox.consumer) and commit; the mail delivery
 * job sends it after the commit, so no transaction stays open while an SMTP server answers.
 */
export function mailSendConsumer(deps: ConsumerDeps) {
  return deps.outbox.consumer('identity.mail-send', async (message, transaction) => {
    const mail = parsePayload(MailSend, message, deps.logger);
    if (!mail) return;
    await queueMail(deps, message.id, mail, transaction);
  });
}

/**
 * Records a mail for the delivery job in the consumer's own transaction, under the consumed message's id (each
 * consumer below mails at most once per message, and the processed-id row commits with it, so once per message).
 * The consumers run in identity's own worker: a `mail.send` through the outbox, the queue and the `mail.send`
 * consumer would only record the same row again, at the cost of an outbox row, its relay, a queue job and a second
 * transaction — for the till's receipt mail, on every redemption.
 */
async function queueMail({ db, mailDelivery, now }: ConsumerDeps, id: string, mail: MailSend, transaction: Transaction): Promise<void> {
  await recordMailDelivery(db, { id, payload: mail }, now(), transaction);
  transaction.afterCommit(() => mailDelivery.poke());
}

/**
 * `promoter.results-reminder` (events, spec §9) → a mail (queueMail) to the promoter in their language, once per message
 * id; a promoter who is gone, deactivated or not a promoter gets nothing (logged).
 */
export function resultsReminderConsumer(deps: ConsumerDeps) {
  const { db, outbox, logger, secrets } = deps;
  return outbox.consumer('identity.results-reminder', async (message, transaction) => {
    const reminder = parsePayload(resultsReminderSchema, message, logger);
    if (!reminder) return;
    const user = await db.models.User.findByPk(reminder.promoterId, { transaction });
    if (!user || user.type !== 'promoter' || user.deactivated) {
      logger.info({ promoterId: reminder.promoterId, eventId: reminder.eventId }, 'results reminder not mailed: no active promoter account');
      return;
    }
    await queueMail(deps, message.id, {
      template: 'results-reminder',
      to: user.email,
      locale: user.locale,
      userId: user.id,
      sealed: seal(secrets.sealKey, { link: reminder.link }),
      values: { event: reminder.title, dueDate: reminder.dueDate, kind: reminder.kind },
    }, transaction);
  });
}

/**
 * `rider.credit-expiring` (payouts) → a mail (queueMail) to the rider in their language listing what
 * expires when (written out when the mail is sent), with a link to their wallet, once per message id; a rider who is
 * gone, deactivated or not a rider gets nothing (logged). The link is the message's, else this site's dashboard.
 */
export function creditExpiringConsumer(deps: ConsumerDeps) {
  const { db, outbox, logger, secrets, publicUrl } = deps;
  return outbox.consumer('identity.credit-expiring', async (message, transaction) => {
    const warning = parsePayload(creditExpiringSchema, message, logger);
    if (!warning) return;
    const user = await findNoticeRecipient(db, warning.riderId, 'creditExpiring', transaction);
    if (!user || user.type !== 'rider' || user.deactivated) {
      logger.info({ riderId: warning.riderId, lots: warning.lots.length }, 'credit expiry warning not mailed: no active rider account');
      return;
    }
    if (user.turnedOff) {
      logger.info({ riderId: user.id, lots: warning.lots.length }, 'credit expiry warning not mailed: the rider turned it off');
      return;
    }
    const link = warning.link ?? `${siteOf(publicUrl)}${paths.rider.dashboard()}`;
    const recipient = greetingOf(user.firstName);
    await queueMail(deps, message.id, {
      template: 'credit-expiring',
      to: user.email,
      locale: user.locale,
      userId: user.id,
      ...(recipient ? { recipient } : {}),
      sealed: seal(secrets.sealKey, { link }),
      values: { expiring: encodeExpiringLots(warning.lots), settings: mailSettingsLink(publicUrl) },
    }, transaction);
  });
}

/**
 * `rider.year-statement` (payouts, in January) → a mail (queueMail) to the rider in their language: their statement of the
 * year just closed is ready on their wallet (a link, no attachment), once per message id (payouts sends one per rider
 * and year). Always mailed, like a debt: it is the rider's tax record, not an optional notice. A rider who is gone,
 * deactivated or not a rider gets nothing (logged).
 */
export function yearStatementConsumer(deps: ConsumerDeps) {
  const { db, outbox, logger, secrets, publicUrl } = deps;
  return outbox.consumer('identity.year-statement', async (message, transaction) => {
    const ready = parsePayload(yearStatementReadySchema, message, logger);
    if (!ready) return;
    const user = await findNoticeRecipient(db, ready.riderId, null, transaction);
    if (!user || user.type !== 'rider' || user.deactivated) {
      logger.info({ riderId: ready.riderId, year: ready.year }, 'year-end statement mail not sent: no active rider account');
      return;
    }
    const link = ready.link ?? `${siteOf(publicUrl)}${paths.rider.redemptions()}#statements`;
    const recipient = greetingOf(user.firstName);
    await queueMail(deps, message.id, {
      template: 'year-statement',
      to: user.email,
      locale: user.locale,
      userId: user.id,
      ...(recipient ? { recipient } : {}),
      sealed: seal(secrets.sealKey, { link }),
      values: { year: String(ready.year) },
    }, transaction);
  });
}

/** The mail a notice is written as (a claim's decision and a cash-out's outcome each have their own). */
function templateOf(notice: RiderNotice): MoneyTemplate {
  return notice.kind === 'claim-decided' ? (notice.decision === 'approved' ? 'claim-approved' : 'claim-rejected') : notice.kind;
}

/** Where a money mail's button goes: the rider's page that shows it, or a paid cash-out's collection link. */
function noticeLink(notice: RiderNotice, site: string): string {
  switch (notice.kind) {
    case 'earning-posted':
    case 'claim-decided':
      return `${site}${paths.rider.earnings()}`;
    case 'earning-waiting':
      // Documents missing: straight to the profile's documents section, where they are uploaded.
      return notice.lines.some((line) => line.reason === 'documentsMissing') ? `${site}${paths.rider.profile()}#documents` : `${site}${paths.rider.earnings()}`;
    case 'cashout-paid':
      return notice.link ?? `${site}${paths.rider.redemptions()}`;
    case 'cashout-failed':
      return `${site}${paths.rider.cashout()}`;
    case 'credit-redeemed':
      return `${site}${paths.rider.redemptions()}`;
    case 'debt-created':
    case 'debt-repaid':
      return `${site}${paths.rider.dashboard()}`;
  }
}

/**
 * `rider.notice` (payouts: an earning posted or waiting, a claim decided, a cash-out paid or failed, dealer credit
 * spent, a debt made or repaid) → a mail (queueMail) to the rider in their stored language, once per message id (a
 * redelivery finds its processed id and sends nothing). A rider who is gone, deactivated or not a rider gets nothing,
 * nor one who turned that kind of mail off (debts and failed cash-outs are always mailed). A cash-out's collection
 * link travels sealed, like every mailed link; the notice itself keeps none.
 */
export function riderNoticeConsumer(deps: ConsumerDeps) {
  const { db, outbox, logger, secrets, publicUrl } = deps;
  return outbox.consumer('identity.rider-notice', async (message, transaction) => {
    const notice = parsePayload(riderNoticeSchema, message, logger);
    if (!notice) return;
    const user = await findNoticeRecipient(db, notice.riderId, preferenceOf(notice), transaction);
    if (!user || user.type !== 'rider' || user.deactivated) {
      logger.info({ riderId: notice.riderId, kind: notice.kind }, 'money notice not mailed: no active rider account');
      return;
    }
    if (user.turnedOff) {
      logger.info({ riderId: user.id, kind: notice.kind }, 'money notice not mailed: the rider turned it off');
      return;
    }
    const site = siteOf(publicUrl);
    const collect = notice.kind === 'cashout-paid' && notice.link !== null;
    const recipient = greetingOf(user.firstName);
    await queueMail(deps, message.id, {
      template: templateOf(notice),
      to: user.email,
      locale: user.locale,
      userId: user.id,
      ...(recipient ? { recipient } : {}),
      notice: notice.kind === 'cashout-paid' ? { ...notice, link: null } : notice,
      sealed: seal(secrets.sealKey, { link: noticeLink(notice, site) }),
      values: { settings: mailSettingsLink(publicUrl), ...(collect ? { collect: 'link' } : {}) },
    }, transaction);
  });
}

/** What identity consumes (its own declaration; the queue routes these topics to group `identity` from it). */
export function subscriptions(deps: ConsumerDeps): Subscriptions {
  return {
    group: CONSUMER_GROUP,
    handlers: { [MAIL_SEND]: mailSendConsumer(deps), [RESULTS_REMINDER]: resultsReminderConsumer(deps), [CREDIT_EXPIRING]: creditExpiringConsumer(deps), [RIDER_NOTICE]: riderNoticeConsumer(deps), [YEAR_STATEMENT_READY]: yearStatementConsumer(deps) },
  };
}

export function subscribeConsumers(queue: MessageQueue, deps: ConsumerDeps): Promise<void> {
  return subscribeAll(queue, subscriptions(deps));
}
