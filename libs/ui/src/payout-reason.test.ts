import { PAYOUT_REASON_CODES } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import en from './rider-records/i18n/en.json';
import { payoutReasonMessage, payoutRuleMessage, withholdingMessage } from './payout-reason';

describe('payout reason messages', () => {
  it('fills the reason with the numbers the rules kept', () => {
    expect(payoutReasonMessage({ reason: 'classTooSmall', facts: { finishers: 4, minimum: 5 } })).toMatchObject({ id: 'ui.payout.reason.classTooSmall', values: { finishers: 4, minimum: 5 } });
    expect(payoutReasonMessage({ reason: 'resultTypeNotPaid', facts: { paidResultType: 'main' } }).values.paidResultType).toBe('main');
    expect(payoutReasonMessage({ reason: 'otherMake', facts: { make: 'Kawasaki' } })).toMatchObject({ id: 'ui.payout.reason.otherMake', values: { make: 'Kawasaki' } });
    expect(payoutReasonMessage({ reason: 'tierPlaceNotPaid', facts: { counted: 5, atLeast: 3, paidPlaces: 2 } })).toMatchObject({ values: { counted: 5, paidPlaces: 2 } });
  });

  it('says what a programme counted toward its minimum when it was not finishers', () => {
    expect(payoutReasonMessage({ reason: 'classTooSmall', facts: { finishers: 5, minimum: 6, counted: 'starters' } }).id).toBe('ui.payout.reason.classTooSmall.starters');
    expect(payoutReasonMessage({ reason: 'classTooSmall', facts: { finishers: 5, minimum: 6, counted: 'entries' } }).id).toBe('ui.payout.reason.classTooSmall.entries');
    expect((en as Record<string, string>)['ui.payout.reason.classTooSmall.starters']).toContain('starters');
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

  it('names the version, and the range or tier that decided, only under a published rule set', () => {
    const money = (cents: number) => `$${cents / 100}`;
    expect(payoutRuleMessage({ clause: 'placeAmounts', tier: { atLeast: 5, paidPlaces: null }, ruleSet: null }, money)).toBeNull();
    expect(payoutRuleMessage(null, money)).toBeNull();
    expect(payoutRuleMessage({ clause: 'placeAmounts', range: { from: 21, to: 40, amountCents: 40_000, payoutType: 'dealerCredit' }, ruleSet: { id: 'rs', version: 3 } }, money)).toEqual({
      id: 'ui.payout.rule.range',
      values: { version: 3, from: 21, to: 40, amount: '$400', type: 'dealerCredit' },
    });
    expect(payoutRuleMessage({ clause: 'minimumRiders', tier: { atLeast: 3, paidPlaces: 2 }, ruleSet: { id: 'rs', version: 3 } }, money)).toEqual({ id: 'ui.payout.rule.tier', values: { version: 3, atLeast: 3, places: 2 } });
    expect(payoutRuleMessage({ clause: 'bike', ruleSet: { id: 'rs', version: 4 } }, money)).toEqual({ id: 'ui.payout.rule.version', values: { version: 4 } });
  });

  it('says the tax withheld once the ledger withheld it, only the rate while the line waits, and nothing otherwise', () => {
    const money = (cents: number, currency: string) => `${currency} ${cents / 100}`;
    const line = { outcome: 'paid', currency: 'USD', withheldCents: 0, withholdPercent: 30 };
    expect(withholdingMessage({ ...line, withheldCents: 4500 }, money)).toEqual({ key: 'withheld', values: { amount: 'USD 45' } });
    expect(withholdingMessage({ ...line, outcome: 'pending' }, money)).toEqual({ key: 'withholdLater', values: { percent: 30 } });
    expect(withholdingMessage(line, money)).toBeNull();
    expect(withholdingMessage({ ...line, outcome: 'pending', withholdPercent: 0 }, money)).toBeNull();
  });
});
