import { DEFAULT_RULE_SET, ruleSetEditSchema, type RuleSet } from '@rr/contracts/rule-sets';
import { describe, expect, it } from 'vitest';
import { toBody, toForm } from './form';

describe('the rules form', () => {
  it('gives back the rule set it was filled with', () => {
    const tiered: RuleSet = {
      ...DEFAULT_RULE_SET,
      minimumRiders: { count: 'starters', tiers: [{ atLeast: 3, paidPlaces: 2 }, { atLeast: 7, paidPlaces: null }] },
      placeRanges: [{ from: 1, to: 20, amountCents: 60_050, payoutType: 'cash' }],
      modelYears: { kind: 'absolute', from: 2015, to: null },
      bike: { verifiedVin: true, makes: ['Apex', 'Ridge'], soldBeforeRace: true },
      rider: { registeredWithinDays: 30, ineligibleFlags: ['factory-supported'], documentsForCash: 'everyone' },
    };
    const body = toBody(toForm(tiered, '2027-04-01', 'Small classes'));
    expect(body).toEqual({ rules: tiered, effectiveFrom: '2027-04-01', note: 'Small classes' });
    expect(ruleSetEditSchema.safeParse(body).success).toBe(true);
  });

  it('reads amounts in units (a decimal comma too) and empty optional numbers as none', () => {
    const form = toForm(DEFAULT_RULE_SET, '2027-01-01', '');
    form.rules.placeRanges = [{ from: '1', to: '5', amountCents: '600,5', payoutType: 'dealerCredit' }];
    form.rules.minimumRiders.tiers = [{ atLeast: '6', paidPlaces: '' }];
    form.rules.rider.registeredWithinDays = ' ';
    const { rules } = toBody(form);
    expect(rules.placeRanges).toEqual([{ from: 1, to: 5, amountCents: 60_050, payoutType: 'dealerCredit' }]);
    expect(rules.minimumRiders.tiers).toEqual([{ atLeast: 6, paidPlaces: null }]);
    expect(rules.rider.registeredWithinDays).toBeNull();
  });

  it('leaves what is not a number as typed, so the contract faults that field', () => {
    const form = toForm(DEFAULT_RULE_SET, '2027-01-01', '');
    form.rules.classesPerEvent = 'two';
    form.rules.placeRanges = [{ from: '1', to: '5', amountCents: '12.345', payoutType: 'cash' }];
    const issues = ruleSetEditSchema.safeParse(toBody(form)).error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['rules.classesPerEvent', 'validation.number.range'],
      ['rules.placeRanges.0.amountCents', 'validation.number.range'],
    ]);
  });
});
