import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { calendarTile, formatDateRange, formatDay, formatMoney } from './format';

const en = createIntl({ locale: 'en-US', messages: { 'public.date.tbd': 'TBD' } });
const de = createIntl({ locale: 'de', messages: { 'public.date.tbd': 'Noch offen' } });

describe('formatDay', () => {
  it('shows MMM Do, YYYY in the Los Angeles day', () => {
    expect(formatDay(en, '2025-06-05T19:00:00Z')).toBe('Jun 5th, 2025');
    // 03:00 UTC on the 6th is still the 5th in Los Angeles.
    expect(formatDay(en, '2025-06-06T03:00:00Z')).toBe('Jun 5th, 2025');
  });

  it('shows the translated TBD for a missing or invalid date', () => {
    expect(formatDay(en, null)).toBe('TBD');
    expect(formatDay(en, 'not a date')).toBe('TBD');
    expect(formatDay(de, undefined)).toBe('Noch offen');
  });

  it('uses the locale form outside English', () => {
    expect(formatDay(de, '2025-06-05T19:00:00Z')).toBe('5. Juni 2025');
  });
});

describe('formatDateRange', () => {
  it('shows one day when start and end fall on the same Los Angeles day', () => {
    expect(formatDateRange(en, '2025-06-05T16:00:00Z', '2025-06-06T03:00:00Z')).toBe('Jun 5th, 2025');
  });

  it('shows start – end for several days, and TBD without a start', () => {
    expect(formatDateRange(en, '2025-06-05T19:00:00Z', '2025-06-07T19:00:00Z')).toBe('Jun 5th, 2025 – Jun 7th, 2025');
    expect(formatDateRange(en, null, '2025-06-07T19:00:00Z')).toBe('TBD');
  });
});

describe('calendarTile', () => {
  it('gives the short month and the day in Los Angeles', () => {
    expect(calendarTile(en, '2025-06-06T03:00:00Z')).toEqual({ month: 'Jun', day: '5' });
    expect(calendarTile(en, null)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats cents, without decimals for whole amounts', () => {
    expect(formatMoney(en, 150000)).toBe('$1,500');
    expect(formatMoney(en, 1050)).toBe('$10.50');
    expect(formatMoney(en, 2500, 'CAD')).toBe('CA$25');
    expect(formatMoney(en, null)).toBe('$0');
  });
});
