import type { Currency, ReportSummary } from '@rr/contracts';

/**
 * The contingency chart's measures (spec §9), in the order of the bars and the legend. Refunds are a bar of their own,
 * in the month of the refund: a month's redemptions stay what they were when one of them is refunded later.
 */
export const CHART_MEASURES = ['available', 'earned', 'redeemed', 'refunded'] as const;
export type ChartMeasure = (typeof CHART_MEASURES)[number];

export type ChartMonth = { month: string } & Record<ChartMeasure, number>;
export interface CurrencySeries {
  currency: Currency;
  months: ChartMonth[];
}

/** Every calendar month (`YYYY-MM`) from the first day's month to the last day's, both included. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  let year = Number(startDate.slice(0, 4));
  let month = Number(startDate.slice(5, 7));
  const lastYear = Number(endDate.slice(0, 4));
  const lastMonth = Number(endDate.slice(5, 7));
  const months: string[] = [];
  while ((year < lastYear || (year === lastYear && month <= lastMonth)) && months.length < 240) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * The chart's data: one series per currency (never added across currencies), in the summary's currency order (USD
 * first), each with every month of the range, a month without money at 0.
 */
export function chartSeries(summary: Pick<ReportSummary, 'range' | 'currencies' | 'byMonth'>): CurrencySeries[] {
  const months = monthsBetween(summary.range.startDate, summary.range.endDate);
  const currencies: Currency[] = summary.currencies.map((row) => row.currency);
  for (const row of summary.byMonth) if (!currencies.includes(row.currency)) currencies.push(row.currency);
  return currencies.map((currency) => ({
    currency,
    months: months.map((month) => {
      const row = summary.byMonth.find((entry) => entry.currency === currency && entry.month === month);
      return { month, available: row?.available ?? 0, earned: row?.earned ?? 0, redeemed: row?.redeemed ?? 0, refunded: row?.refunded ?? 0 };
    }),
  }));
}

/** A round step for about `parts` gridlines over `span` cents: 1, 2, 2.5 or 5 × a power of ten, at least one dollar. */
function niceStep(span: number, parts: number): number {
  const raw = Math.max(span / parts, 100);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/**
 * The value axis of a series: from 0 (or below, only when a month's reversals outweigh its awards: refunds are never
 * negative) to a round top, and the gridlines' values, bottom first.
 */
export function valueAxis(series: CurrencySeries): { min: number; max: number; ticks: number[] } {
  const values = series.months.flatMap((month) => CHART_MEASURES.map((measure) => month[measure]));
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(high - low, 4);
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let value = min; value <= max; value += step) ticks.push(value);
  return { min, max, ticks };
}
