import type { TillRedemption } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { todaySummary, todayWindow } from './today';

const redemption = (id: string, redeemedAt: string, amountCents: number, currency: 'USD' | 'CAD' = 'USD'): TillRedemption => ({
  _id: id,
  code: id.toUpperCase(),
  riderId: 'r1',
  riderName: 'Jordan Miller',
  riderCountry: 'US',
  dealerId: 'd1',
  dealerName: 'Demo Powersports',
  dealerCountry: 'US',
  employeeName: 'Sam',
  amountCents,
  currency,
  category: null,
  idChecked: true,
  redeemedAt,
  refundedAt: null,
  refundedByName: null,
});

describe('todayWindow', () => {
  it('takes today in Los Angeles and asks the API for that UTC day and the next', () => {
    // 03:30 UTC on March 9 is still March 8 in Los Angeles.
    expect(todayWindow(new Date('2026-03-09T03:30:00Z'))).toEqual({ day: '2026-03-08', afterDate: '2026-03-08', beforeDate: '2026-03-09' });
    expect(todayWindow(new Date('2026-12-31T20:00:00Z'))).toEqual({ day: '2026-12-31', afterDate: '2026-12-31', beforeDate: '2027-01-01' });
  });

  it('takes today on the dealer’s own clock', () => {
    // 03:30 UTC on March 9 is still March 8 in Toronto, and already March 9 in Paris (whose day began on the 8th in UTC).
    expect(todayWindow(new Date('2026-03-09T03:30:00Z'), 'America/Toronto')).toEqual({ day: '2026-03-08', afterDate: '2026-03-08', beforeDate: '2026-03-09' });
    expect(todayWindow(new Date('2026-03-09T03:30:00Z'), 'Europe/Paris')).toEqual({ day: '2026-03-09', afterDate: '2026-03-08', beforeDate: '2026-03-09' });
    // 05:30 UTC is already March 9 in Toronto (1:30 am), still March 8 in Los Angeles.
    expect(todayWindow(new Date('2026-03-09T05:30:00Z'), 'America/Toronto').day).toBe('2026-03-09');
  });
});

describe('todaySummary', () => {
  it('keeps the redemptions of the programme day, newest first, with totals per currency', () => {
    const list = [
      redemption('a', '2026-03-08T16:00:00Z', 5_000),
      redemption('b', '2026-03-09T02:00:00Z', 2_550), // 6 pm on the 8th in Los Angeles
      redemption('c', '2026-03-09T09:00:00Z', 1_000), // the 9th in Los Angeles
      redemption('d', '2026-03-08T18:00:00Z', 4_000, 'CAD'),
    ];
    const summary = todaySummary(list, '2026-03-08');
    expect(summary.redemptions.map((r) => r._id)).toEqual(['b', 'd', 'a']);
    expect(summary.count).toBe(3);
    expect(summary.totals).toEqual([
      { cents: 7_550, currency: 'USD' },
      { cents: 4_000, currency: 'CAD' },
    ]);
  });

  it('keeps the day of the dealer’s own clock', () => {
    const list = [redemption('late', '2026-03-09T03:30:00Z', 1_000), redemption('early', '2026-03-09T05:30:00Z', 2_000)];
    // 11:30 pm on the 8th and 1:30 am on the 9th in Toronto (on daylight saving time since the 8th).
    expect(todaySummary(list, '2026-03-08', 'America/Toronto').redemptions.map((r) => r._id)).toEqual(['late']);
    expect(todaySummary(list, '2026-03-09', 'America/Toronto').redemptions.map((r) => r._id)).toEqual(['early']);
  });

  it('has no totals on a quiet day', () => {
    expect(todaySummary([], '2026-03-08')).toEqual({ redemptions: [], count: 0, totals: [] });
  });
});
