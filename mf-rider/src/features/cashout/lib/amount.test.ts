import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['125', 12_500],
    ['125.5', 12_550],
    ['125,50', 12_550],
    ['$1,999.99', 199_999],
    [' 2000 ', 200_000],
    ['0.01', 1],
  ])('reads %s as %i cents', (text, cents) => expect(parseAmount(text, 1_000_000)).toEqual({ cents }));

  it.each([
    ['', 'required'],
    ['abc', 'invalid'],
    ['1.234', 'invalid'],
    ['-5', 'invalid'],
    ['0', 'tooSmall'],
    ['2000.01', 'overLimit'],
  ])('refuses %j: %s', (text, problem) => expect(parseAmount(text, 1_000_000)).toEqual({ problem }));

  it('refuses more than the cash balance', () => expect(parseAmount('50', 4_999)).toEqual({ problem: 'overBalance' }));
});
