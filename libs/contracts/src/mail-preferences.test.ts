import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues';
import { mailPreferencesInputSchema } from './mail-preferences';

describe('mailPreferencesInputSchema', () => {
  it('keeps the optional mails sent, each on or off, and nothing else', () => {
    expect(mailPreferencesInputSchema.parse({ earnings: false, claims: true })).toEqual({ earnings: false, claims: true });
    expect(mailPreferencesInputSchema.parse({})).toEqual({});
  });

  it('refuses to turn off a mail that is always sent, an unknown mail, or a value that is not on or off', () => {
    const required = mailPreferencesInputSchema.safeParse({ debts: false, earnings: false });
    expect(required.success).toBe(false);
    expect(fieldErrors(required.error!)).toEqual({ debts: expect.objectContaining({ id: 'validation.mail.required', defaultMessage: 'This mail cannot be turned off' }) });
    expect(fieldErrors(mailPreferencesInputSchema.safeParse({ newsletter: false }).error!)).toEqual({ newsletter: expect.objectContaining({ id: 'validation.invalid' }) });
    expect(fieldErrors(mailPreferencesInputSchema.safeParse({ claims: 'off' }).error!)).toEqual({ claims: expect.objectContaining({ id: 'validation.invalid' }) });
  });
});
