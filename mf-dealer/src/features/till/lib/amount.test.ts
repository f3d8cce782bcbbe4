import { describe, expect, it } from 'vitest';
import { amountText, centsOf, decimalMark } from './amount';

describe('centsOf', () => {
  it.each([
    ['150', 15_000],
    ['150.5', 15_050],
    ['150,50', 15_050],
    [' 1,250.00 ', 125_000],
    ['$75', 7_500],
    ['CA$75.25', 7_525],
    ['75 €', 7_500],
    ['0.01', 1],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => expect(centsOf(text)).toBe(cents));

  it.each(['', '  ', 'abc', '1.234', '-5', '1e3', '12..5'])('refuses %j', (text) => expect(centsOf(text)).toBeNull());
});

describe('amountText', () => {
  it('shows whole amounts without decimals and the rest with two, in the locale’s mark', () => {
    expect(amountText(15_000)).toBe('150');
    expect(amountText(15_050)).toBe('150.50');
    expect(amountText(15_005, ',')).toBe('150,05');
  });
});

describe('decimalMark', () => {
  it('knows the mark of each site language', () => {
    expect(decimalMark('en')).toBe('.');
    expect(decimalMark('fr')).toBe(',');
    expect(decimalMark('no')).toBe(',');
  });
});
