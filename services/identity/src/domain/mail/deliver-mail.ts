import type { Logger } from '@rr/server-kit';
import { findCode } from '../../data-access/codes-repository.js';
import type { IdentityDb } from '../../data-access/database.js';
import type { Mailer } from '../../data-access/mailer.js';
import { findResetToken } from '../../data-access/reset-tokens-repository.js';
import { codeHash, sameDigest, tokenHash, unseal, type AccountSecrets } from '../account-secrets.js';
import { CODE_TTL_MINUTES } from '../one-time-codes.js';
import { RESET_TTL_MINUTES } from '../password-reset.js';
import { UNLOCK_TTL_MINUTES } from '../login-unlock.js';
import { findUnlockToken } from '../../data-access/unlock-tokens-repository.js';
import { creditExpiringValues } from './credit-templates.js';
import { MailSecrets, type MailSend } from './mail-message.js';
import { isMoneyTemplate } from './money-templates.js';
import { MAIL_COPY, renderMail, type MailValues } from './templates.js';

export interface MailDeliveryDeps {
  db: IdentityDb;
  logger: Logger;
  secrets: AccountSecrets;
  mailer: Mailer;
  brandName: string;
  /** Log each code (or link) the file transport writes: development convenience, never in production. */
  logCodes: boolean;
  now: () => Date;
}

export type DeliveryOutcome = 'sent' | 'stale' | 'unreadable';

/** Whether the mailed code or link still works (a newer code replaced it, it was used, or it expired: skip). A plain read. */
async function stillValid(deps: MailDeliveryDeps, mail: MailSend, secrets: MailSecrets): Promise<boolean> {
  const now = deps.now().getTime();
  // A notice, not a secret: its link (the event page, the rider's wallet) always works.
  if (mail.template === 'results-reminder' || mail.template === 'credit-expiring' || mail.template === 'pin-locked' || mail.template === 'year-statement') return Boolean(secrets.link);
  // A money mail is a notice too: its link is the rider's page, or the cash-out's collection link.
  if (isMoneyTemplate(mail.template)) return Boolean(secrets.link);
  if (mail.template === 'contact-message' || mail.template === 'promoter-application' || mail.template === 'promoter-rejected') return true;
  if (mail.template === 'promoter-approved' && !secrets.token) return Boolean(secrets.link);
  if (mail.template === 'password-reset' || mail.template === 'promoter-approved' || mail.template === 'dealer-invitation' || mail.template === 'rider-invitation') {
    if (!secrets.token) return false;
    const row = await findResetToken(deps.db, tokenHash(secrets.token));
    return Boolean(row && !row.usedAt && row.expiresAt.getTime() > now);
  }
  if (mail.template === 'login-unlock') {
    if (!secrets.token) return false;
    const row = await findUnlockToken(deps.db, tokenHash(secrets.token));
    return Boolean(row && !row.usedAt && row.expiresAt.getTime() > now);
  }
  if (!secrets.code) return false;
  const purpose = mail.template === 'email-verify' ? 'email-verify' : 'recovery';
  const row = await findCode(deps.db, mail.userId, purpose);
  return Boolean(row && !row.consumedAt && row.expiresAt.getTime() > now && sameDigest(row.codeHash, codeHash(deps.secrets.codeKey, purpose, mail.userId, secrets.code)));
}

/** The results reminder's event, its due date as the mail's locale writes it, and which reminder it is. */
function reminderValues(mail: MailSend): { event?: string; date?: string; kind?: 'dueSoon' | 'overdue' } {
  if (mail.template !== 'results-reminder' || !mail.values) return {};
  const { event, dueDate, kind } = mail.values;
  const date = dueDate && /^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? new Intl.DateTimeFormat(mail.locale === 'no' ? 'nb' : mail.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dueDate}T00:00:00Z`)) : dueDate;
  return { ...(event ? { event } : {}), ...(date ? { date } : {}), kind: kind === 'overdue' ? 'overdue' : 'dueSoon' };
}

/** The credit expiry warning's lines, total and last date, written in the mail's locale; null when they cannot be read. */
function creditValues(mail: MailSend): Partial<Pick<MailValues, 'amount' | 'date' | 'expiring'>> | null {
  if (mail.template !== 'credit-expiring') return {};
  return creditExpiringValues(mail.locale, mail.values?.expiring);
}

const TOPICS = ['accountHelp', 'dealerRedeem', 'promoter', 'other'] as const;

/** A contact message's sender, topic label (in the mail's locale), language and text. */
function contactValues(mail: MailSend): Record<string, string> {
  if (mail.template !== 'contact-message' || !mail.values) return {};
  const { name = '', email = '', company = '', reason = 'other', message = '', language = '' } = mail.values;
  const topic = (TOPICS as readonly string[]).includes(reason) ? MAIL_COPY[mail.locale]['contact-message'][reason as (typeof TOPICS)[number]] : reason;
  return { name, email, company, topic, message, language };
}

/** A promoter application mail's promoter name, season and series, whether its link sets a password, a rejection's reason. */
function promoterValues(mail: MailSend, secrets: MailSecrets): Record<string, string> {
  if ((mail.template !== 'promoter-application' && mail.template !== 'promoter-approved' && mail.template !== 'promoter-rejected') || !mail.values) return {};
  const { name = '', year = '', series = '', reason = '' } = mail.values;
  return {
    name,
    year,
    series,
    ...(mail.template === 'promoter-approved' ? { kind: secrets.token ? 'setPassword' : 'signIn' } : {}),
    ...(mail.template === 'promoter-rejected' && reason ? { reason } : {}),
  };
}

/** The year-end statement mail's year. */
function statementValues(mail: MailSend): Record<string, string> {
  if (mail.template !== 'year-statement' || !mail.values?.year) return {};
  return { year: mail.values.year };
}

/** The dealer invitation's dealer name; the rider invitation's first name. */
function dealerValues(mail: MailSend): Record<string, string> {
  if ((mail.template !== 'dealer-invitation' && mail.template !== 'rider-invitation') || !mail.values) return {};
  return { name: mail.values.name ?? '' };
}

/**
 * Renders and sends one `mail.send` message in its locale, outside any transaction (the mail delivery job calls
 * it after the consumer's commit). A send failure throws, so the job tries again later; a message whose code or
 * link no longer works is skipped; one that cannot be opened (sealed with another key) is logged and skipped,
 * as retrying cannot help.
 */
export async function deliverMail(deps: MailDeliveryDeps, mail: MailSend): Promise<DeliveryOutcome> {
  let secrets: MailSecrets;
  try {
    secrets = MailSecrets.parse(unseal(deps.secrets.sealKey, mail.sealed));
  } catch (err) {
    deps.logger.error({ template: mail.template, userId: mail.userId, err: String(err) }, 'mail message cannot be opened; skipped');
    return 'unreadable';
  }
  if (!(await stillValid(deps, mail, secrets))) {
    deps.logger.info({ template: mail.template, userId: mail.userId }, 'mail skipped: its code or link no longer works');
    return 'stale';
  }
  const credit = creditValues(mail);
  if (!credit || (isMoneyTemplate(mail.template) && !mail.notice)) {
    deps.logger.error({ template: mail.template, userId: mail.userId }, 'mail values cannot be read; skipped');
    return 'unreadable';
  }
  const rendered = renderMail(mail.template, mail.locale, {
    brand: deps.brandName,
    ...(mail.recipient ? { recipient: mail.recipient } : {}),
    ...(mail.notice ? { notice: mail.notice } : {}),
    ...(mail.values?.settings ? { settings: mail.values.settings } : {}),
    ...(mail.values?.collect === 'link' ? { collect: true } : {}),
    minutes: mail.template === 'password-reset' ? RESET_TTL_MINUTES : mail.template === 'login-unlock' ? UNLOCK_TTL_MINUTES : CODE_TTL_MINUTES,
    ...(secrets.code ? { code: secrets.code } : {}),
    ...(secrets.link ? { link: secrets.link } : {}),
    ...reminderValues(mail),
    ...contactValues(mail),
    ...promoterValues(mail, secrets),
    ...dealerValues(mail),
    ...statementValues(mail),
    ...credit,
  });
  const { location } = await deps.mailer.send({ to: mail.to, ...rendered });
  if (deps.mailer.kind === 'file' && deps.logCodes) {
    deps.logger.info({ template: mail.template, to: mail.to, file: location, ...(secrets.code ? { code: secrets.code } : { link: secrets.link }) }, 'mail written');
  } else {
    deps.logger.info({ template: mail.template, userId: mail.userId }, 'mail sent');
  }
  return 'sent';
}
