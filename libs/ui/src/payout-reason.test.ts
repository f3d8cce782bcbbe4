import { PAYOUT_REASON_CODES } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import { payoutReasonMessage } from './payout-reason';

describe('payout reason messages', () => {
  it('fills the reason with the numbers the rules kept', () => {
    expect(payoutReasonMessage({ reason: 'classTooSmall', facts: { finishers: 4, minimum: 5 } })).toMatchObject({ id: 'ui.payout.reason.classTooSmall', values: { finishers: 4, minimum: 5 } });
    expect(payoutReasonMessage({ reason: 'resultTypeNotPaid', facts: { paidResultType: 'main' } }).values.paidResultType).toBe('main');
    expect(payoutReasonMessage({ reason: 'otherMake', facts: { make: 'Kawasaki' } })).toMatchObject({ id: 'ui.payout.reason.otherMake', values: { make: 'Kawasaki' } });
  });

  it('shows a dash for a number the facts lack, so the message still reads', () => {
    expect(payoutReasonMessage({ reason: 'bikeTooOld', facts: {} }).values).toMatchObject({ modelYear: '–', oldestModelYear: '–' });
    expect(payoutReasonMessage({ reason: 'otherMake', facts: {} }).values.make).toBe('–');
  });

  it('has a text for every reason the rules give, with every value it names filled', () => {
    const messages = en as Record<string, string>;
    for (const reason of PAYOUT_REASON_CODES) {
      const { id, values } = payoutReasonMessage({ reason, facts: {} });
      expect(messages[id], id).toBeTruthy();
      const named = [...messages[id]!.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]!);
      for (const name of named) expect(values, `${id} {${name}}`).toHaveProperty(name);
    }
  });
});
