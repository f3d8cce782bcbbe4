import type { ReportSummary } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { chartSeries, monthsBetween, valueAxis } from './chart';

const money = { earnedCash: 0, earnedCredit: 0, earnedBonus: 0, earnRate: null, redemptionRate: null, cashedOut: 0, expired: 0, withheld: 0 };

describe('monthsBetween', () => {
  it('lists every month of the range, both ends included, across a year end', () => {
    expect(monthsBetween('2026-01-01', '2026-03-02')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-01-01', '2026-01-01')).toEqual(['2026-01']);
  });
});

describe('chartSeries', () => {
  it('gives each currency its own months, a month without money at 0, in the summary order (USD first)', () => {
    const summary: Pick<ReportSummary, 'range' | 'currencies' | 'byMonth'> = {
      range: { startDate: '2026-01-01', endDate: '2026-03-31' },
      currencies: [
        { currency: 'USD', available: 900_00, earned: 300_00, redeemed: 50_00, refunded: 20_00, ...money },
        { currency: 'CAD', available: 400_00, earned: 0, redeemed: 0, refunded: 0, ...money },
      ],
      byMonth: [
        { month: '2026-02', currency: 'CAD', available: 400_00, earned: 0, redeemed: 0, refunded: 0, cashedOut: 0 },
        { month: '2026-01', currency: 'USD', available: 900_00, earned: 100_00, redeemed: 0, refunded: 20_00, cashedOut: 0 },
        { month: '2026-03', currency: 'USD', available: 0, earned: 200_00, redeemed: 50_00, refunded: 0, cashedOut: 0 },
      ],
    };
    expect(chartSeries(summary)).toEqual([
      {
        currency: 'USD',
        months: [
          { month: '2026-01', available: 900_00, earned: 100_00, redeemed: 0, refunded: 20_00 },
          { month: '2026-02', available: 0, earned: 0, redeemed: 0, refunded: 0 },
          { month: '2026-03', available: 0, earned: 200_00, redeemed: 50_00, refunded: 0 },
        ],
      },
      {
        currency: 'CAD',
        months: [
          { month: '2026-01', available: 0, earned: 0, redeemed: 0, refunded: 0 },
          { month: '2026-02', available: 400_00, earned: 0, redeemed: 0, refunded: 0 },
          { month: '2026-03', available: 0, earned: 0, redeemed: 0, refunded: 0 },
        ],
      },
    ]);
  });
});

describe('valueAxis', () => {
  const series = (values: number[]) => ({ currency: 'USD' as const, months: values.map((value, index) => ({ month: `2026-0${index + 1}`, available: value, earned: 0, redeemed: 0, refunded: 0 })) });

  it('runs from 0 to a round top above the largest month', () => {
    expect(valueAxis(series([12_345_00, 3_000_00]))).toEqual({ min: 0, max: 15_000_00, ticks: [0, 5_000_00, 10_000_00, 15_000_00] });
  });

  it('goes below 0 only when a month is negative (reversals above what came in: a refund is a positive bar)', () => {
    const axis = valueAxis(series([8_000_00, -1_500_00]));
    expect(axis.min).toBe(-2_500_00);
    expect(axis.max).toBe(10_000_00);
    expect(axis.ticks).toContain(0);
  });

  it('keeps a one-dollar scale when every month is 0', () => {
    expect(valueAxis(series([0, 0]))).toEqual({ min: 0, max: 100, ticks: [0, 100] });
  });
});
