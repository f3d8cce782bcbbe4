import type { RiderNotice } from '@rr/contracts/server';
import type { Locale } from '../../data-access/models/index.js';
import type { CreditExpiringValues } from './credit-templates.js';
import { MAIL_COPY, type LocaleCopy, type MailTemplate } from './mail-registry.js';
import { moneyMail } from './money-mail.js';
import { isMoneyTemplate, type MoneyTemplate } from './money-templates.js';


export interface MailValues {
  brand: string;
  /** Whom the mail greets by name (else it greets neutrally). */
  recipient?: string;
  /** A money mail's notice (money-mail.ts), and the link to the rider's mail settings it ends with. */
  notice?: RiderNotice;
  settings?: string;
  /** A paid cash-out's mail: `link` is where the money is collected (else the rider's wallet). */
  collect?: boolean;
  /** Minutes the code or link stays valid. */
  minutes: number;
  /** The one-time code (email-verify, account-recovery). */
  code?: string;
  /** The link (password-reset, login-unlock, results-reminder; email-verify when the caller gave a verify page). */
  link?: string;
  /** Contact message: who wrote, the topic (a label of the copy), the text. */
  name?: string;
  email?: string;
  company?: string;
  topic?: string;
  language?: string;
  message?: string;
  /** Results reminder: the event's title, its due date as the locale writes it, and which reminder. */
  event?: string;
  date?: string;
  kind?: 'dueSoon' | 'overdue' | 'setPassword' | 'signIn';
  /** Promoter application: the season and the series (with `name`); a rejection's reason as staff wrote it. */
  year?: string;
  series?: string;
  reason?: string;
  /** Credit expiry warning: the total and the last date (subject, with `date`), and each line, in the mail's locale. */
  amount?: string;
  expiring?: CreditExpiringValues['expiring'];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const fill = (template: string, values: MailValues) =>
  template.replace(/\{(brand|recipient|code|minutes|event|date|name|email|company|topic|language|year|series|amount)\}/g, (_whole, name: 'brand' | 'recipient' | 'code' | 'minutes' | 'event' | 'date' | 'name' | 'email' | 'company' | 'topic' | 'language' | 'year' | 'series' | 'amount') =>
    String(values[name] ?? ''),
  );

/** A mail's subject: the results reminder has one per kind. */
function subjectOf(template: Exclude<MailTemplate, MoneyTemplate>, copy: LocaleCopy, values: MailValues): string {
  if (template === 'results-reminder' && values.kind === 'overdue') return fill(copy['results-reminder'].overdueSubject, values);
  return fill(copy[template].subject, values);
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Every part of the mail, each a paragraph; the HTML version escapes them and shows the code large. */
type Part = { kind: 'text'; text: string } | { kind: 'code'; text: string; code: string } | { kind: 'link'; text: string; link: string; button?: string };

function parts(template: Exclude<MailTemplate, MoneyTemplate>, copy: LocaleCopy, values: MailValues): Part[] {
  const t = (text: string) => fill(text, values);
  switch (template) {
    case 'email-verify':
    case 'account-recovery': {
      const c = copy[template];
      if (!values.code) throw new Error(`the ${template} mail needs a code`);
      const out: Part[] = [{ kind: 'text', text: t(c.intro) }, { kind: 'code', text: t(c.code), code: values.code }];
      if (template === 'email-verify' && values.link) out.push({ kind: 'link', text: t(copy['email-verify'].link), link: values.link });
      out.push({ kind: 'text', text: t(c.expiry) }, { kind: 'text', text: t(c.ignore) });
      return out;
    }
    case 'results-reminder': {
      const c = copy[template];
      if (!values.link || !values.event || !values.date) throw new Error('the results-reminder mail needs a link, an event and a date');
      return [
        { kind: 'text', text: t(values.kind === 'overdue' ? c.overdueIntro : c.intro) },
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.ignore) },
      ];
    }
    case 'credit-expiring': {
      const c = copy[template];
      if (!values.link || !values.amount || !values.date || !values.expiring?.length) throw new Error('the credit-expiring mail needs a link, an amount, a date and its lines');
      return [
        { kind: 'text', text: t(c.intro) },
        ...values.expiring.map((line) => ({ kind: 'text' as const, text: `• ${fill(c[line.kind], { ...values, amount: line.amount, date: line.date })}` })),
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.ignore) },
        // The rider can turn this warning off: the closing line says where.
        ...(values.settings ? [{ kind: 'link' as const, text: t(copy['money-words'].optional), link: values.settings, button: t(copy['money-words'].settings) }] : []),
      ];
    }
    case 'year-statement': {
      const c = copy[template];
      if (!values.link || !values.year) throw new Error('the year-statement mail needs a link and a year');
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.keep) },
      ];
    }
    case 'pin-locked': {
      const c = copy[template];
      if (!values.link) throw new Error('the pin-locked mail needs a link');
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.help) },
      ];
    }
    case 'contact-message': {
      const c = copy[template];
      if (!values.name || !values.email || !values.message) throw new Error('the contact-message mail needs a name, an e-mail and a message');
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'text', text: t(c.from) },
        ...(values.company ? [{ kind: 'text' as const, text: t(c.company) }] : []),
        ...(values.language ? [{ kind: 'text' as const, text: t(c.language) }] : []),
        { kind: 'text', text: values.message },
        { kind: 'text', text: t(c.answer) },
      ];
    }
    case 'promoter-application': {
      const c = copy[template];
      if (!values.name || !values.year || !values.series) throw new Error('the promoter-application mail needs a name, a year and a series');
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'text', text: t(c.review) },
        { kind: 'text', text: t(c.ignore) },
      ];
    }
    case 'promoter-approved': {
      const c = copy[template];
      if (!values.name || !values.year || !values.series || !values.link) throw new Error('the promoter-approved mail needs a name, a year, a series and a link');
      // A first-time promoter's link carries a set-password token; a returning one's is the login page.
      return values.kind === 'setPassword'
        ? [
            { kind: 'text', text: t(c.intro) },
            { kind: 'link', text: t(c.setPassword), link: values.link, button: t(c.setPasswordButton) },
            { kind: 'text', text: t(c.expiry) },
          ]
        : [
            { kind: 'text', text: t(c.intro) },
            { kind: 'link', text: t(c.signIn), link: values.link, button: t(c.signInButton) },
          ];
    }
    case 'promoter-rejected': {
      const c = copy[template];
      if (!values.name || !values.year || !values.series) throw new Error('the promoter-rejected mail needs a name, a year and a series');
      // The reason is staff's own words: shown as written, never filled in.
      return [{ kind: 'text', text: t(c.intro) }, ...(values.reason ? [{ kind: 'text' as const, text: t(c.reason) }, { kind: 'text' as const, text: values.reason }] : []), { kind: 'text', text: t(c.reapply) }];
    }
    case 'dealer-invitation':
    case 'rider-invitation': {
      const c = copy[template];
      if (!values.name || !values.link) throw new Error(`the ${template} mail needs a name and a link`);
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.expiry) },
        { kind: 'text', text: t(c.ignore) },
      ];
    }
    case 'password-reset':
    case 'login-unlock': {
      const c = copy[template];
      if (!values.link) throw new Error(`the ${template} mail needs a link`);
      return [
        { kind: 'text', text: t(c.intro) },
        { kind: 'link', text: t(c.link), link: values.link, button: t(c.button) },
        { kind: 'text', text: t(c.expiry) },
        { kind: 'text', text: t(c.ignore) },
      ];
    }
  }
}

/** Renders one template in one locale: subject, plain text and simple HTML. */
export function renderMail(template: MailTemplate, locale: Locale, values: MailValues): RenderedMail {
  const copy = MAIL_COPY[locale];
  // A money mail writes its amounts and dates in the locale itself (money-mail.ts).
  const money = isMoneyTemplate(template) ? moneyOf(template, locale, values) : null;
  const body: Part[] = money ? money.parts : parts(template as Exclude<MailTemplate, MoneyTemplate>, copy, values);
  const subject = money ? money.subject : subjectOf(template as Exclude<MailTemplate, MoneyTemplate>, copy, values);
  const greeting = fill(values.recipient?.trim() ? copy.greetingNamed : copy.greeting, { ...values, recipient: values.recipient?.trim() });
  const signature = fill(copy.signature, values);

  const text = [greeting, ...body.map((part) => (part.kind === 'link' ? `${part.text}\n${part.link}` : part.text)), signature].join('\n\n') + '\n';

  const paragraph = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">',
    paragraph(escapeHtml(greeting)),
    ...body.map((part) => {
      if (part.kind === 'code') {
        return `${paragraph(escapeHtml(part.text))}<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(part.code)}</p>`;
      }
      if (part.kind === 'link') {
        const href = escapeHtml(part.link);
        const label = part.button ? escapeHtml(part.button) : href;
        return paragraph(`${escapeHtml(part.text)}<br><a href="${href}" style="color:#0b57d0">${label}</a>`);
      }
      return paragraph(escapeHtml(part.text));
    }),
    paragraph(escapeHtml(signature)),
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}

function moneyOf(template: MoneyTemplate, locale: Locale, values: MailValues) {
  if (!values.notice || !values.link) throw new Error(`the ${template} mail needs its notice and a link`);
  return moneyMail(template, locale, { brand: values.brand, notice: values.notice, link: values.link, collect: values.collect === true, ...(values.settings ? { settings: values.settings } : {}) });
}
