import { describe, expect, it } from 'vitest';
import { seasonDateRange, splitByDate } from './event-dates';

describe('event dates on the programme’s calendar', () => {
  it('keeps an event upcoming through its last day, the next first; past ones the latest first', () => {
    const events = [
      { id: 'a', startDate: '2026-11-20', endDate: '2026-11-21' },
      { id: 'b', startDate: '2026-11-23', endDate: '2026-11-24' },
      { id: 'c', startDate: '2027-01-09', endDate: '2027-01-09' },
      { id: 'd', startDate: '2026-12-01', endDate: '2026-12-01' },
      { id: 'e', startDate: '2026-10-01', endDate: '2026-10-01' },
    ];
    const { upcoming, past } = splitByDate(events, '2026-11-24');
    expect(upcoming.map((e) => e.id)).toEqual(['b', 'd', 'c']);
    expect(past.map((e) => e.id)).toEqual(['a', 'e']);
  });
});

describe('seasonDateRange', () => {
  it('spans the seasons the promoter is approved for, first day of the first to last day of the last', () => {
    expect(seasonDateRange([2026, 2027])).toEqual({ min: '2026-01-01', max: '2027-12-31' });
    expect(seasonDateRange([2027])).toEqual({ min: '2027-01-01', max: '2027-12-31' });
    expect(seasonDateRange([])).toBeNull();
  });
});
