import { describe, expect, it } from 'vitest';
import { amountText, centsOf, decimalSeparator } from './money';

describe('amounts typed in major units', () => {
  it('reads plain amounts with a dot or a comma', () => {
    expect(['150', '150.5', '150,50', '0', ' 12 ', '9999999.99'].map(centsOf)).toEqual([15_000, 15_050, 15_050, 0, 1_200, 999_999_999]);
  });

  it('refuses signs, separators, negatives, words and empty text', () => {
    expect(['$150', '1,500.00', '-5', 'abc', '', '1.234', '12345678'].map(centsOf)).toEqual([null, null, null, null, null, null, null]);
  });

  it('shows cents back as the field shows them, in the locale’s decimal separator', () => {
    expect([15_000, 15_050, 5, 0].map((cents) => amountText(cents))).toEqual(['150', '150.50', '0.05', '0']);
    expect(amountText(15_050, ',')).toBe('150,50');
    expect(decimalSeparator('en-US')).toBe('.');
    expect(decimalSeparator('fr')).toBe(',');
  });

  it('reads back what it shows', () => {
    for (const cents of [1, 99, 100, 12_345, 100_000_000 - 1]) expect(centsOf(amountText(cents, ','))).toBe(cents);
  });
});
