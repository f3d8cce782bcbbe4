import { DEFAULT_RULE_SET, type RuleSet } from '@rr/contracts/rule-sets';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { summarise } from './summary';

const intl = createIntl({ locale: 'en', messages: en });
const names = { money: (cents: number) => `$${(cents / 100).toFixed(2)}`, discipline: (d: string) => intl.formatMessage({ id: `admin.rules.discipline.${d}` }), resultType: (t: string) => intl.formatMessage({ id: `admin.rules.resultType.${t}` }) };
const sentences = (rules: RuleSet, country: '*' | 'US' | 'CA' = 'US') =>
  summarise(rules, { year: 2027, country, discipline: null, seriesId: null }, names).map((line) => intl.formatMessage({ id: `admin.rules.summary.${line.id}` }, line.values));

describe('a rule set in plain words', () => {
  it('reads the tiered minimum the way a programme states it', () => {
    const tiered: RuleSet = { ...DEFAULT_RULE_SET, minimumRiders: { count: 'finishers', tiers: [{ atLeast: 3, paidPlaces: 2 }, { atLeast: 7, paidPlaces: null }] } };
    expect(sentences(tiered).slice(0, 4)).toEqual([
      'In the United States, 2027:',
      'classes with 3–6 finishers pay the top 2 places only;',
      'classes with 7 or more finishers pay every paying place;',
      'classes with fewer than 3 finishers pay nothing;',
    ]);
  });

  it('says the standard rules: 5 finishers, the events’ tables, 2 classes, 1 per machine, 3 model years back', () => {
    const text = sentences(DEFAULT_RULE_SET, '*');
    expect(text[0]).toBe('In every country, 2027:');
    expect(text).toContain('classes with 5 or more finishers pay every paying place;');
    expect(text).toContain("each event's payout table sets what each place pays;");
    expect(text).toContain('a rider is paid in at most 2 classes per event and 1 class per machine, the best places first;');
    expect(text).toContain("machines of model years from 3 years before the race's year to 1 year after;");
    expect(text).toContain('in Supercross: the main event → overall result;');
  });

  it('names place ranges with their amounts and what they pay in, and the gates on riders and machines', () => {
    const real: RuleSet = {
      ...DEFAULT_RULE_SET,
      placeRanges: [{ from: 21, to: 40, amountCents: 40_000, payoutType: 'dealerCredit' }, { from: 1, to: 20, amountCents: 60_000, payoutType: 'cash' }],
      modelYears: { kind: 'absolute', from: 2015, to: null },
      bike: { verifiedVin: true, makes: [], soldBeforeRace: true },
      rider: { registeredWithinDays: 30, ineligibleFlags: ['factory-supported'], documentsForCash: 'pro' },
    };
    const text = sentences(real);
    expect(text).toEqual(expect.arrayContaining([
      'places 1–20 pay $600.00 each in cash;',
      'places 21–40 pay $400.00 each in dealer credit;',
      'machines of model year 2015 or newer;',
      "the machine's retail sale on record, on or before the race day;",
      'riders whose account was made at most 30 days after the race;',
      'riders flagged factory-supported are not paid;',
    ]));
    expect(text.indexOf('places 1–20 pay $600.00 each in cash;')).toBeLessThan(text.indexOf('places 21–40 pay $400.00 each in dealer credit;'));
  });
});
