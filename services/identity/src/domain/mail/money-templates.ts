import { LOCALES, type Locale } from '../../data-access/models/index.js';
import { CASHOUT_MAIL_COPY, type CashoutMailCopy } from './money-cashout-templates.js';
import { CLAIM_MAIL_COPY, type ClaimMailCopy } from './money-claim-templates.js';
import { DEBT_MAIL_COPY, type DebtMailCopy } from './money-debt-templates.js';
import { EARNING_MAIL_COPY, type EarningMailCopy } from './money-earning-templates.js';
import { REDEEMED_MAIL_COPY, type RedeemedMailCopy } from './money-redeemed-templates.js';
import { MONEY_WORDS_COPY, type MoneyWordsCopy } from './money-words-templates.js';

/**
 * The mails about a rider's money (`rider.notice` from payouts, docs/accounts.md "Every mail"), in every interface
 * locale: an earning posted or waiting, a payout claim decided, a cash-out paid or failed, dealer credit spent, a debt
 * made or repaid. Amounts, dates and names are written when the mail is sent, in the rider's language
 * (`moneyMail`, money-mail.ts). Placeholders: {brand}, {amount}, {event}, {what} (a class and place, a bonus, a series title),
 * {date}, {method}, {balance}, {dealer}, {code}, {left}. `money-words` holds what several of them share: what a line
 * pays for, the cash-out methods, and the closing line about the rider's mail settings.
 */
export interface MoneyMailCopy extends EarningMailCopy, ClaimMailCopy, CashoutMailCopy, RedeemedMailCopy, DebtMailCopy, MoneyWordsCopy {}

/** The money mails, one per kind of notice (claims and cash-outs two: approved or rejected, paid or failed). */
export const MONEY_TEMPLATES = ['earning-posted', 'earning-waiting', 'claim-approved', 'claim-rejected', 'cashout-paid', 'cashout-failed', 'credit-redeemed', 'debt-created', 'debt-repaid'] as const;
export type MoneyTemplate = (typeof MONEY_TEMPLATES)[number];
export const isMoneyTemplate = (template: string): template is MoneyTemplate => (MONEY_TEMPLATES as readonly string[]).includes(template);

/** Every money mail's copy in every locale, one family per file (money-*-templates.ts). */
export const MONEY_MAIL_COPY = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...EARNING_MAIL_COPY[locale], ...CLAIM_MAIL_COPY[locale], ...CASHOUT_MAIL_COPY[locale], ...REDEEMED_MAIL_COPY[locale], ...DEBT_MAIL_COPY[locale], ...MONEY_WORDS_COPY[locale] }]),
) as Record<Locale, MoneyMailCopy>;
