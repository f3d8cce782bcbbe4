import { describe, expect, it } from 'vitest';
import { amountText, centsOf } from './money';

describe('amounts typed in major units', () => {
  it('reads plain amounts with a dot or a comma and refuses anything else', () => {
    expect(['150', '150.5', '150,50', '0', ' 12 '].map(centsOf)).toEqual([15_000, 15_050, 15_050, 0, 1_200]);
    expect(['$150', '1,500.00', '-5', 'abc', ''].map(centsOf)).toEqual([null, null, null, null, null]);
  });
  it('shows cents back as the field shows them', () => {
    expect([15_000, 15_050, 5, 0].map(amountText)).toEqual(['150', '150.50', '0.05', '0']);
  });
});
