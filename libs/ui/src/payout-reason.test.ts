import { describe, expect, it } from 'vitest';
import { payoutReasonMessage } from './payout-reason';

describe('payout reason messages', () => {
  it('fills the reason with the numbers the rules kept', () => {
    expect(payoutReasonMessage({ reason: 'classTooSmall', facts: { finishers: 4, minimum: 5 } })).toMatchObject({ id: 'ui.payout.reason.classTooSmall', values: { finishers: 4, minimum: 5 } });
    expect(payoutReasonMessage({ reason: 'resultTypeNotPaid', facts: { paidResultType: 'main' } }).values.paidResultType).toBe('main');
  });

  it('shows a dash for a number the facts lack, so the message still reads', () => {
    expect(payoutReasonMessage({ reason: 'bikeTooOld', facts: {} }).values).toMatchObject({ modelYear: '–', oldestModelYear: '–' });
  });
});
