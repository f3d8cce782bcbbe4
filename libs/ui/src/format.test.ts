import { describe, expect, it } from 'vitest';
import {
  calendarTile,
  formatAge,
  formatCode,
  formatDate,
  formatDateRange,
  formatMoney,
  formatMoneyTotals,
  formatPercent,
  formatRatioPercent,
  formatPhone,
  formatTime,
  timeZoneName,
  moneyTotals,
  ordinal,
  percentValue,
} from './format';

describe('formatPhone', () => {
  it('formats ten digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('555-123-4567')).toBe('(555) 123-4567');
    expect(formatPhone(5551234567)).toBe('(555) 123-4567');
  });
  it('adds +1 to an eleven-digit North American number', () => {
    expect(formatPhone('1 555 123 4567')).toBe('+1 (555) 123-4567');
    expect(formatPhone('+1-951-555-0199')).toBe('+1 (951) 555-0199');
  });
  it('shows any other number as it was typed, never cut at the wrong places', () => {
    expect(formatPhone('+1 951 555 0199 22')).toBe('+1 951 555 0199 22');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('4420794609581')).toBe('4420794609581');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('12345678901234')).toBe('12345678901234');
    expect(formatPhone(null)).toBe('');
  });
});

describe('formatDate', () => {
  it('shows MMM Do, YYYY in Los Angeles time', () => {
    // 03:00 UTC on 6 March is still 5 March in Los Angeles.
    expect(formatDate('2025-03-06T03:00:00Z')).toBe('Mar 5th, 2025');
    expect(formatDate('2025-01-01T20:00:00Z')).toBe('Jan 1st, 2025');
    expect(formatDate('2025-06-22T20:00:00Z')).toBe('Jun 22nd, 2025');
  });
  it('shows M/DD/YYYY in the short style', () => {
    expect(formatDate('2025-03-06T03:00:00Z', { style: 'short' })).toBe('3/05/2025');
    expect(formatDate('2025-11-23T18:00:00Z', { style: 'short' })).toBe('11/23/2025');
  });
  it('keeps date-only values on their calendar day', () => {
    expect(formatDate('2025-03-05')).toBe('Mar 5th, 2025');
  });
  it('shows TBD for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('TBD');
    expect(formatDate('')).toBe('TBD');
    expect(formatDate('not a date')).toBe('TBD');
    expect(formatDate(undefined, { missing: 'À déterminer' })).toBe('À déterminer');
  });
  it('uses the locale form for other languages', () => {
    expect(formatDate('2025-03-05', { locale: 'de' })).toBe('5. März 2025');
    expect(formatDate('2025-03-05', { locale: 'fr', style: 'short' })).toBe('05/03/2025');
  });
});

describe('formatTime', () => {
  it('shows h:mm A in Los Angeles time', () => {
    expect(formatTime('2025-07-04T22:05:00Z')).toBe('3:05 PM');
    expect(formatTime('2025-01-10T08:30:00Z')).toBe('12:30 AM');
    expect(formatTime(null)).toBe('TBD');
  });
  it('uses the 24-hour form where the locale does', () => {
    expect(formatTime('2025-07-04T22:05:00Z', { locale: 'de' })).toBe('15:05');
  });
});

describe('zoned dates and times (a dealer reads its own clock)', () => {
  // 11:20 UTC on a winter day and on a summer day.
  const winter = '2026-01-15T11:20:00.000Z';
  const summer = '2026-07-15T11:20:00.000Z';

  it('shows the time on the clock of the zone, with the zone named', () => {
    expect(formatTime(winter, { timeZone: 'America/Toronto', zoneName: true })).toBe('6:20 AM EST');
    expect(formatTime(summer, { timeZone: 'America/Toronto', zoneName: true })).toBe('7:20 AM EDT');
    expect(formatTime(winter, { timeZone: 'America/Los_Angeles', zoneName: true })).toBe('3:20 AM PST');
    expect(formatTime(summer, { timeZone: 'America/Phoenix', zoneName: true })).toBe('4:20 AM MST');
    // Without a zone, the programme's clock, unnamed, as before.
    expect(formatTime(winter)).toBe('3:20 AM');
  });

  it('names the zone in other languages too, on their own clock form', () => {
    expect(formatTime(winter, { timeZone: 'America/Toronto', zoneName: true, locale: 'fr' })).toMatch(/^6:20 UTC[−-]5$/);
    expect(formatTime(winter, { timeZone: 'America/Toronto', zoneName: true, locale: 'de' })).toMatch(/^6:20 GMT-5$/);
  });

  it('shows the day on the calendar of the zone', () => {
    // 03:30 UTC on Jan 16 is still Jan 15 in Toronto and Los Angeles, and Jan 16 in Paris.
    expect(formatDate('2026-01-16T03:30:00.000Z', { timeZone: 'America/Toronto' })).toBe('Jan 15th, 2026');
    expect(formatDate('2026-01-16T03:30:00.000Z', { timeZone: 'Europe/Paris' })).toBe('Jan 16th, 2026');
  });

  it('says nothing of a zone for a missing moment', () => {
    expect(formatTime(null, { timeZone: 'America/Toronto', zoneName: true })).toBe('TBD');
    expect(timeZoneName('not a date', 'America/Toronto')).toBe('');
  });
});

describe('formatAge', () => {
  const now = new Date('2025-06-15T19:00:00Z');
  it('counts whole years', () => {
    expect(formatAge('2000-06-15', { now })).toBe('25');
    expect(formatAge('2000-06-16', { now })).toBe('24');
  });
  it('says Unknown without a valid date', () => {
    expect(formatAge(null, { now })).toBe('Unknown');
    expect(formatAge('garbage', { now })).toBe('Unknown');
    expect(formatAge('2030-01-01', { now })).toBe('Unknown');
  });
});

describe('percent', () => {
  it('keeps values above 1 and scales fractions, rounding down', () => {
    expect(percentValue(45.5)).toBe(45.5);
    expect(percentValue(0.29)).toBe(29);
    expect(percentValue(0.456)).toBe(45);
    expect(percentValue(1)).toBe(100);
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(undefined)).toBe('');
  });

  it('shows a ratio that passes 1 as the percent it is: more redeemed than earned in the period is over 100%', () => {
    expect(formatRatioPercent(2.1474)).toBe('214%');
    expect(formatRatioPercent(0.29)).toBe('29%');
    expect(formatRatioPercent(1)).toBe('100%');
    expect(formatRatioPercent(0.005)).toBe('0%');
    expect(formatRatioPercent(12.5, 'de')).toBe('1.250%');
    expect(formatRatioPercent(null)).toBe('');
  });
});

describe('formatMoney', () => {
  it('formats integer cents with their currency, whole amounts without decimals', () => {
    expect(formatMoney(150000, 'USD')).toBe('$1,500');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1050)).toBe('$10.50');
    expect(formatMoney(5000, 'CAD')).toBe('CA$50');
    expect(formatMoney(0)).toBe('$0');
  });
  it('shows two decimals on every amount for columns of figures', () => {
    expect(formatMoney(150000, 'USD', 'en', { decimals: 'always' })).toBe('$1,500.00');
    expect(formatMoney(1050, 'USD', 'en', { decimals: 'always' })).toBe('$10.50');
  });
  it('uses the locale form and keeps the currency', () => {
    expect(formatMoney(199, 'EUR', 'de')).toBe('1,99\u00a0€');
    expect(formatMoney(150000, 'USD', 'de')).toBe('1.500\u00a0$');
    expect(formatMoney(250000, 'CAD', 'fr')).toBe('2\u202f500\u00a0$CA');
  });
  it('shows nothing for a missing amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined, 'EUR')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('money totals', () => {
  it('never adds amounts in different currencies', () => {
    const totals = moneyTotals([
      { cents: 100000, currency: 'USD' },
      { cents: 25000, currency: 'CAD' },
      { cents: 50000, currency: 'USD' },
      { cents: null, currency: 'CAD' },
    ]);
    expect(totals).toEqual([
      { cents: 150000, currency: 'USD' },
      { cents: 25000, currency: 'CAD' },
    ]);
    expect(formatMoneyTotals(totals)).toBe('$1,500 + CA$250');
  });
  it('counts an amount without a currency in the fallback one, and shows zero when there is nothing', () => {
    expect(moneyTotals([{ cents: 500 }, { cents: 500, currency: 'USD' }])).toEqual([{ cents: 1000, currency: 'USD' }]);
    expect(formatMoneyTotals(moneyTotals([]))).toBe('$0');
    expect(formatMoneyTotals([], 'en', 'EUR')).toBe('€0');
  });
});

describe('formatDateRange', () => {
  it('shows one day when start and end fall on the same Los Angeles day', () => {
    // 03:00 UTC on the 6th is the evening of the 5th in Los Angeles.
    expect(formatDateRange('2025-06-05T16:00:00Z', '2025-06-06T03:00:00Z')).toBe('Jun 5th, 2025');
    expect(formatDateRange('2025-06-05T16:00:00Z', null)).toBe('Jun 5th, 2025');
    expect(formatDateRange('2025-06-07T16:00:00Z', '2025-06-05T16:00:00Z')).toBe('Jun 7th, 2025');
  });
  it('shows start – end across days, in the locale, and TBD without a start', () => {
    expect(formatDateRange('2025-06-05T19:00:00Z', '2025-06-07T19:00:00Z')).toBe('Jun 5th, 2025 – Jun 7th, 2025');
    expect(formatDateRange('2025-06-05', '2025-06-06', { locale: 'de' })).toBe('5. Juni 2025 – 6. Juni 2025');
    expect(formatDateRange(null, '2025-06-07T19:00:00Z')).toBe('TBD');
    expect(formatDateRange(undefined, undefined, { missing: 'Noch offen' })).toBe('Noch offen');
  });
});

describe('calendarTile', () => {
  it('gives the short month and the day on the Los Angeles calendar', () => {
    expect(calendarTile('2025-06-06T03:00:00Z')).toEqual({ month: 'Jun', day: '5' });
    expect(calendarTile('2025-03-05', 'fr')).toEqual({ month: 'mars', day: '5' });
    expect(calendarTile(null)).toBeNull();
  });
});

describe('small helpers', () => {
  it('makes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th',
    ]);
  });
  it('shows redemption codes in upper-case base 36', () => {
    expect(formatCode(46655)).toBe('ZZZ');
    expect(formatCode('1295')).toBe('ZZ');
  });
});
