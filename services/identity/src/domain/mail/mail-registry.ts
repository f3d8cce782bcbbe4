import { LOCALES, type Locale } from '../../data-access/models/index.js';
import { CODE_MAIL_COPY, type CodeMailCopy } from './code-templates.js';
import { CONTACT_MAIL_COPY, type ContactMailCopy } from './contact-templates.js';
import { CREDIT_MAIL_COPY, type CreditMailCopy } from './credit-templates.js';
import { DEALER_MAIL_COPY, type DealerMailCopy } from './dealer-templates.js';
import { FRAME_MAIL_COPY, type FrameMailCopy } from './frame-templates.js';
import { MONEY_MAIL_COPY, MONEY_TEMPLATES, type MoneyMailCopy } from './money-templates.js';
import { PIN_MAIL_COPY, type PinMailCopy } from './pin-templates.js';
import { PROMOTER_MAIL_COPY, type PromoterMailCopy } from './promoter-templates.js';
import { RESULTS_REMINDER_MAIL_COPY, type ResultsReminderMailCopy } from './results-reminder-templates.js';
import { RIDER_MAIL_COPY, type RiderMailCopy } from './rider-templates.js';
import { SIGN_IN_MAIL_COPY, type SignInMailCopy } from './sign-in-templates.js';
import { STATEMENT_MAIL_COPY, type StatementMailCopy } from './statement-templates.js';

/**
 * Identity's mail, in every interface locale: which mails there are, and each one's copy from the file of its family
 * (one file per mail or small family, each with its eight languages). One registry so a test can prove every locale
 * has every template with the same placeholders. Placeholders: {brand}, {code}, {minutes}; {event} and {date} in the
 * results reminder; {amount} and {date} in the credit expiry warning (credit-templates.ts); {year} in the year-end statement's mail.
 */
export const MAIL_TEMPLATES = ['email-verify', 'account-recovery', 'password-reset', 'login-unlock', 'results-reminder', 'contact-message', 'promoter-application', 'promoter-approved', 'promoter-rejected', 'credit-expiring', 'pin-locked', 'dealer-invitation', 'rider-invitation', 'year-statement', ...MONEY_TEMPLATES] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface LocaleCopy extends FrameMailCopy, CodeMailCopy, SignInMailCopy, ResultsReminderMailCopy, ContactMailCopy, PromoterMailCopy, CreditMailCopy, PinMailCopy, DealerMailCopy, RiderMailCopy, MoneyMailCopy, StatementMailCopy {}

/** Every template's copy in every locale. */
export const MAIL_COPY = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      ...FRAME_MAIL_COPY[locale],
      ...CODE_MAIL_COPY[locale],
      ...SIGN_IN_MAIL_COPY[locale],
      ...RESULTS_REMINDER_MAIL_COPY[locale],
      ...CONTACT_MAIL_COPY[locale],
      ...PROMOTER_MAIL_COPY[locale],
      ...CREDIT_MAIL_COPY[locale],
      ...PIN_MAIL_COPY[locale],
      ...DEALER_MAIL_COPY[locale],
      ...RIDER_MAIL_COPY[locale],
      ...MONEY_MAIL_COPY[locale],
      ...STATEMENT_MAIL_COPY[locale],
    },
  ]),
) as Record<Locale, LocaleCopy>;
