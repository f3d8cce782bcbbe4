import fc from 'fast-check';
import { LOCALES } from '@rr/i18n';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './enums';
import { decimalMark, formatMoneyInput, parseMoneyInput } from './money-input';

const intlLocale = (locale: string) => (locale === 'no' ? 'nb' : locale);

describe('parseMoneyInput: money as people type it', () => {
  it.each([
    ['150', 15_000],
    ['150.5', 15_050],
    ['150,50', 15_050],
    [' 12 ', 1_200],
    ['0', 0],
    ['0.01', 1],
    ['1,250.00', 125_000],
    ['1.250,00', 125_000],
    ['1 250,50', 125_050],
    ['1\u202f250,50', 125_050],
    ['$75', 7_500],
    ['CA$75.25', 7_525],
    ['75 €', 7_500],
    ['usd 75', 7_500],
    ['9999999.99', 999_999_999],
    ['1,000,000', 100_000_000],
  ])('reads %j as %i cents', (text, cents) => expect(parseMoneyInput(text)).toBe(cents));

  it.each(['', '  ', 'abc', '-5', '1e3', '12..5', '150.', '1.234', '1,2345', '12,34,567', '1.250.50', '1,250.5.0', '1.250,000', '$', '1234567890'])(
    'refuses %j',
    (text) => expect(parseMoneyInput(text)).toBeNull(),
  );

  it('reads a lone separator before three digits the way the language writes numbers', () => {
    expect(parseMoneyInput('1,250', 'en')).toBe(125_000);
    expect(parseMoneyInput('1.250', 'en')).toBeNull();
    for (const locale of ['de', 'es', 'it', 'nl']) {
      expect(parseMoneyInput('1.250', locale), locale).toBe(125_000);
      expect(parseMoneyInput('1,250', locale), locale).toBeNull();
    }
    // Before one or two digits it is the decimal mark everywhere.
    for (const locale of LOCALES) expect([parseMoneyInput('150.5', locale), parseMoneyInput('150,5', locale)], locale).toEqual([15_050, 15_050]);
  });

  it('reads every amount as Intl writes it in each of the eight languages, with or without the currency', () => {
    for (const locale of LOCALES) {
      const plain = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2 });
      expect(parseMoneyInput(plain.format(1250.5), locale), `${locale} ${plain.format(1250.5)}`).toBe(125_050);
      expect(parseMoneyInput(plain.format(1234567.89), locale), `${locale} ${plain.format(1234567.89)}`).toBe(123_456_789);
      for (const currency of CURRENCIES) {
        const money = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency });
        expect(parseMoneyInput(money.format(1250.5), locale), `${locale} ${money.format(1250.5)}`).toBe(125_050);
      }
    }
  });
});

describe('formatMoneyInput: what an amount field shows', () => {
  it('writes whole amounts without decimals and the rest with two, in the language’s mark, never grouped', () => {
    expect([15_000, 15_050, 5, 0, 125_000].map((cents) => formatMoneyInput(cents))).toEqual(['150', '150.50', '0.05', '0', '1250']);
    expect(formatMoneyInput(15_050, 'fr')).toBe('150,50');
    expect(formatMoneyInput(15_050, 'no')).toBe('150,50');
    expect(decimalMark('en')).toBe('.');
    expect(decimalMark('de')).toBe(',');
  });

  it('is read back as the same cents in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.constantFrom(...LOCALES), (cents, locale) => parseMoneyInput(formatMoneyInput(cents, locale), locale) === cents),
    );
  });
});
