import type { RiderNotice } from '@rr/contracts/server';
import type { Locale } from '../../data-access/models/index.js';
import { MONEY_MAIL_COPY, type MoneyTemplate } from './money-templates.js';

/** The money mails that cannot be turned off (docs/accounts.md "Every mail"): their closing line says why. */
const REQUIRED: ReadonlySet<MoneyTemplate> = new Set(['cashout-failed', 'debt-created', 'debt-repaid']);

/** The programme's dates are those of America/Los_Angeles (spec §5), as in the credit expiry warning. */
const PROGRAMME_TIME_ZONE = 'America/Los_Angeles';
/** Intl's name of a locale (Norwegian Bokmål for `no`). */
const intlLocale = (locale: Locale) => (locale === 'no' ? 'nb' : locale);

/**
 * Formatters made once per locale (and currency) and kept: building an Intl formatter costs far more than using it, and
 * every till redemption mails its receipt. Eight locales and a few currencies: a small, bounded set.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
function moneyFormat(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency });
    // Currencies come from notices: never let an odd stream of them grow the map without end.
    if (moneyFormats.size >= 200) moneyFormats.clear();
    moneyFormats.set(key, format);
  }
  return format;
}
function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: PROGRAMME_TIME_ZONE })));
  return format;
}

/** A paragraph of a mail, as render-mail.ts renders them (a plain one, or a link with its button). */
export type MoneyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; link: string; button?: string };

export interface MoneyMailValues {
  brand: string;
  notice: RiderNotice;
  /** Where the mail's button goes (sealed in the `mail.send`): the rider's page, or a cash-out's collection link. */
  link: string;
  /** The rider profile's Mail card (the closing line of every money mail). */
  settings?: string;
  /** A paid cash-out: `link` is the provider's collection link (else the rider's wallet). */
  collect?: boolean;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * A money mail in `locale`: its subject and paragraphs, with every amount in the notice's currency and every date as
 * the rider's language writes them. The closing line says how to turn the mail off, or why it cannot be.
 */
export function moneyMail(template: MoneyTemplate, locale: Locale, values: MoneyMailValues): { subject: string; parts: MoneyPart[] } {
  const copy = MONEY_MAIL_COPY[locale];
  const words = copy['money-words'];
  const { notice, brand, link } = values;
  const money = (cents: number) => moneyFormat(locale, notice.currency).format(cents / 100);
  const day = (iso: string) => dayFormat(locale).format(new Date(iso));
  const what = (line: { for: string; className: string | null; place: number | null }) => {
    if (line.for === 'champion') return fill(words.champion, { what: line.className ?? '' });
    if (line.for === 'bonus' || !line.className) return words.bonus;
    return line.place === null ? line.className : fill(words.place, { what: line.className, place: line.place });
  };
  const t = (text: string, extra: Record<string, string | number> = {}) => fill(text, { brand, ...extra });
  const bullet = (text: string): MoneyPart => ({ kind: 'text', text: `• ${text}` });
  const parts: MoneyPart[] = [];
  let subject: string;

  switch (template) {
    case 'earning-posted': {
      if (notice.kind !== 'earning-posted') throw new Error('the earning-posted mail needs an earning-posted notice');
      const c = copy[template];
      const total = money(notice.lines.reduce((sum, line) => sum + line.amountCents, 0));
      subject = t(c.subject, { event: notice.eventTitle, amount: total });
      parts.push({ kind: 'text', text: t(c.intro, { event: notice.eventTitle }) });
      for (const line of notice.lines) {
        const main = line.type === 'cash' ? t(c.cash, { amount: money(line.amountCents), what: what(line) }) : t(c.credit, { amount: money(line.amountCents), what: what(line), date: line.expiresAt ? day(line.expiresAt) : '' });
        const asides = [
          ...(line.previousCents !== null ? [t(c.corrected, { amount: money(line.previousCents) })] : []),
          ...(line.withheldCents > 0 ? [t(c.withheld, { amount: money(line.withheldCents) })] : []),
          ...(line.repaidCents > 0 ? [t(c.repaid, { amount: money(line.repaidCents) })] : []),
        ];
        parts.push(bullet(asides.length ? `${main} (${asides.join('; ')})` : main));
      }
      parts.push({ kind: 'link', text: t(c.link), link, button: t(c.button) });
      break;
    }
    case 'earning-waiting': {
      if (notice.kind !== 'earning-waiting') throw new Error('the earning-waiting mail needs an earning-waiting notice');
      const c = copy[template];
      subject = t(c.subject, { event: notice.eventTitle });
      parts.push({ kind: 'text', text: t(c.intro, { event: notice.eventTitle }) });
      for (const line of notice.lines) parts.push(bullet(t(line.type === 'cash' ? c.cash : c.credit, { amount: money(line.amountCents), what: what(line) })));
      // Each reason once, in the order the lines name them: what the rider does about it.
      for (const reason of [...new Set(notice.lines.map((line) => line.reason))]) parts.push({ kind: 'text', text: t(c[reason]) });
      const documents = notice.lines.some((line) => line.reason === 'documentsMissing');
      parts.push({ kind: 'link', text: t(documents ? c.documentsLink : c.link), link, button: t(documents ? c.documentsButton : c.button) });
      break;
    }
    case 'claim-approved':
    case 'claim-rejected': {
      if (notice.kind !== 'claim-decided') throw new Error(`the ${template} mail needs a claim-decided notice`);
      const about = { event: notice.eventTitle, what: what({ for: 'place', className: notice.className, place: notice.place }) };
      if (template === 'claim-approved') {
        const c = copy[template];
        subject = t(c.subject, about);
        parts.push({ kind: 'text', text: t(c.intro, about) });
        const amount = notice.amountCents === null ? '' : money(notice.amountCents);
        if (notice.paidBy === 'results') parts.push({ kind: 'text', text: t(c.paidByResults, { amount }) });
        else if (notice.amountCents !== null) parts.push({ kind: 'text', text: t(notice.payoutType === 'cash' ? c.paidCash : c.paidCredit, { amount }) });
        // The note is the programme team's own words: shown as written, never filled in.
        if (notice.note.trim()) parts.push({ kind: 'text', text: t(c.note) }, { kind: 'text', text: notice.note.trim() });
        parts.push({ kind: 'link', text: t(c.link), link, button: t(c.button) });
      } else {
        const c = copy[template];
        subject = t(c.subject, about);
        parts.push({ kind: 'text', text: t(c.intro, about) });
        if (notice.note.trim()) parts.push({ kind: 'text', text: t(c.note) }, { kind: 'text', text: notice.note.trim() });
        parts.push({ kind: 'text', text: t(c.again) }, { kind: 'link', text: t(c.link), link, button: t(c.button) });
      }
      break;
    }
    case 'cashout-paid': {
      if (notice.kind !== 'cashout-paid') throw new Error('the cashout-paid mail needs a cashout-paid notice');
      const c = copy[template];
      const amount = money(notice.amountCents);
      subject = t(c.subject, { amount });
      parts.push({ kind: 'text', text: t(c.intro, { amount, method: words[notice.method] }) });
      // The provider's collection link when there is one (sealed until the mail is sent), else the wallet.
      parts.push(values.collect ? { kind: 'link', text: t(c.collect), link, button: t(c.collectButton) } : { kind: 'link', text: t(c.wallet), link, button: t(c.walletButton) });
      break;
    }
    case 'cashout-failed': {
      if (notice.kind !== 'cashout-failed') throw new Error('the cashout-failed mail needs a cashout-failed notice');
      const c = copy[template];
      const amount = money(notice.amountCents);
      subject = t(c.subject, { amount });
      parts.push({ kind: 'text', text: t(c.intro, { amount, method: words[notice.method] }) }, { kind: 'text', text: t(c.balance, { amount, balance: money(notice.cashBalanceCents) }) });
      parts.push({ kind: 'link', text: t(c.again), link, button: t(c.button) });
      break;
    }
    case 'credit-redeemed': {
      if (notice.kind !== 'credit-redeemed') throw new Error('the credit-redeemed mail needs a credit-redeemed notice');
      const c = copy[template];
      const amount = money(notice.amountCents);
      subject = t(c.subject, { amount, dealer: notice.dealerName });
      parts.push(
        { kind: 'text', text: t(c.intro, { amount, dealer: notice.dealerName }) },
        { kind: 'text', text: t(c.receipt, { code: notice.code }) },
        { kind: 'text', text: t(c.left, { left: money(notice.creditLeftCents) }) },
        { kind: 'text', text: t(c.notYou) },
        { kind: 'link', text: t(c.link), link, button: t(c.button) },
      );
      break;
    }
    case 'debt-created': {
      if (notice.kind !== 'debt-created') throw new Error('the debt-created mail needs a debt-created notice');
      const c = copy[template];
      subject = t(c.subject, { amount: money(notice.owedCents) });
      parts.push({ kind: 'text', text: t(c.intro, { amount: money(notice.owedCents) }) });
      for (const correction of notice.corrections) {
        const at = correction.className ? t(c.correctionAt, { amount: money(correction.cents), event: correction.eventTitle, what: what({ for: 'place', className: correction.className, place: correction.place }) }) : t(c.correction, { amount: money(correction.cents), event: correction.eventTitle });
        parts.push(bullet(at));
      }
      if (notice.repaidCents > 0) parts.push({ kind: 'text', text: t(c.repaidNow, { amount: money(notice.repaidCents) }) });
      parts.push({ kind: 'text', text: notice.totalOwedCents > 0 ? t(c.total, { amount: money(notice.totalOwedCents) }) : t(c.settled) });
      parts.push({ kind: 'link', text: t(c.link), link, button: t(c.button) });
      break;
    }
    case 'debt-repaid': {
      if (notice.kind !== 'debt-repaid') throw new Error('the debt-repaid mail needs a debt-repaid notice');
      const c = copy[template];
      const amount = money(notice.repaidCents);
      subject = notice.totalOwedCents > 0 ? t(c.subject, { amount }) : t(c.subjectDone);
      const how = notice.via === 'earning' ? (notice.eventTitle ? t(c.earningAt, { amount, event: notice.eventTitle }) : t(c.earning, { amount })) : t(c[notice.via], { amount });
      parts.push({ kind: 'text', text: how }, { kind: 'text', text: notice.totalOwedCents > 0 ? t(c.left, { amount: money(notice.totalOwedCents) }) : t(c.done) });
      parts.push({ kind: 'link', text: t(c.link), link, button: t(c.button) });
      break;
    }
  }

  if (REQUIRED.has(template)) parts.push({ kind: 'text', text: t(words.required) });
  else if (values.settings) parts.push({ kind: 'link', text: t(words.optional), link: values.settings, button: t(words.settings) });
  return { subject, parts };
}
