import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/data-access/models/index.js';
import { MAIL_COPY, MAIL_TEMPLATES, renderMail } from '../src/domain/mail/templates.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('mail templates', () => {
  const english = MAIL_COPY.en;

  it.each(LOCALES)('%s has every template with every string of English and the same placeholders', (locale) => {
    const copy = MAIL_COPY[locale];
    expect(Object.keys(copy).sort()).toEqual(Object.keys(english).sort());
    for (const key of ['greeting', 'greetingNamed', 'signature'] as const) expect(placeholders(copy[key]), `${locale}.${key}`).toEqual(placeholders(english[key]));
    // What the money mails share: what a line pays for, the cash-out methods, the closing line about mail settings.
    for (const [key, value] of Object.entries(english['money-words'])) {
      expect(copy['money-words'][key as keyof (typeof english)['money-words']]?.trim(), `${locale}.money-words.${key}`).toBeTruthy();
      expect(placeholders(copy['money-words'][key as keyof (typeof english)['money-words']]), `${locale}.money-words.${key}`).toEqual(placeholders(value));
    }
    for (const template of MAIL_TEMPLATES) {
      const strings = copy[template] as Record<string, string>;
      const reference = english[template] as Record<string, string>;
      expect(Object.keys(strings).sort(), `${locale}.${template}`).toEqual(Object.keys(reference).sort());
      for (const [key, value] of Object.entries(reference)) {
        expect(strings[key]?.trim(), `${locale}.${template}.${key}`).toBeTruthy();
        expect(placeholders(strings[key]!), `${locale}.${template}.${key}`).toEqual(placeholders(value));
      }
    }
  });

  it('is really translated: no locale but English reuses the English subjects', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const template of MAIL_TEMPLATES) expect(MAIL_COPY[locale][template].subject, `${locale}.${template}`).not.toBe(english[template].subject);
    }
  });

  it.each(LOCALES)('%s greets the reader by name when the mail knows it, else neutrally', (locale) => {
    const values = { brand: 'Race Rewards', minutes: 60, link: 'https://x.example.com/forgot-password-reset?token=abc' };
    const named = renderMail('password-reset', locale, { ...values, recipient: 'Olivia <O>' });
    const neutral = renderMail('password-reset', locale, values);

    expect(named.text.split('\n')[0]).toBe(MAIL_COPY[locale].greetingNamed.replace('{recipient}', 'Olivia <O>'));
    expect(named.html).toContain('Olivia &lt;O&gt;');
    expect(neutral.text.split('\n')[0]).toBe(MAIL_COPY[locale].greeting);
    expect(neutral.text).not.toContain('{recipient}');
  });

  it.each(LOCALES)('renders the %s verification mail with the code first and the link, in text and HTML', (locale) => {
    const link = 'https://rewards.example.com/auth/email-verify?code=042917';

    const mail = renderMail('email-verify', locale, { brand: 'Race Rewards', minutes: 15, code: '042917', link });

    expect(mail.subject).toContain('Race Rewards');
    expect(/\b(\d{6})\b/.exec(mail.text)?.[1]).toBe('042917');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('15');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('042917');
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  it('renders the recovery code and the reset link, escaping HTML', () => {
    const recovery = renderMail('account-recovery', 'nl', { brand: 'R&R <Moto>', minutes: 15, code: '123456' });
    const reset = renderMail('password-reset', 'sv', { brand: 'Race Rewards', minutes: 60, link: 'https://x.example.com/forgot-password-reset?token=abc&x=1' });

    expect(recovery.text).toContain('123456');
    expect(recovery.subject).toBe('Je herstelcode voor je R&R <Moto>-account');
    expect(recovery.html).toContain('R&amp;R &lt;Moto&gt;');
    expect(recovery.html).not.toContain('<Moto>');
    expect(reset.text).toContain('https://x.example.com/forgot-password-reset?token=abc&x=1');
    expect(reset.html).toContain('href="https://x.example.com/forgot-password-reset?token=abc&amp;x=1"');
    expect(reset.text).toContain('60 minuter');
  });

  // docs/i18n.md "Glossary": one form of address and one word for e-mail per locale, in the mail as on the site.
  const offGlossary: Array<[string, RegExp, string]> = [
    ['en', /\be-mail/i, '"email", not "e-mail"'],
    ['fr', /\be-mail|(?<!\p{L})(tu|ton|ta|tes|toi)(?!\p{L})|usurpation/iu, '« courriel » and « vous »'],
    ['de', /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/, '"du", never "Sie"'],
    ['es', /\b(usted|ustedes|Elija|Inicie|Cree|use|Olvidó)\b/, '"tú", never "usted"'],
    ['nl', /\b(u|uw|Uw)\b/, '"je", never "u"'],
  ];
  it.each(offGlossary)('%s mail follows the glossary (%s)', (locale, pattern, rule) => {
    const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(strings));
    const offending = strings(MAIL_COPY[locale as (typeof LOCALES)[number]]).filter((text) => pattern.test(text));
    expect(offending, rule).toEqual([]);
  });

  it('omits the verification link when there is none, and refuses a mail without its code or link', () => {
    const mail = renderMail('email-verify', 'en', { brand: 'Race Rewards', minutes: 15, code: '123456' });

    expect(mail.text).not.toContain('http');
    expect(() => renderMail('account-recovery', 'en', { brand: 'B', minutes: 15 })).toThrow();
    expect(() => renderMail('password-reset', 'en', { brand: 'B', minutes: 60 })).toThrow();
  });
});
