import { LATENESS_BUCKETS, type DeadlineMonth } from '@rr/contracts';
import type { ChartPoint } from '../../reports';

export type DeadlineChartKind = 'late' | 'finished';

/** The chart's series: late results by days past the due date; finished results on time or late. */
export const DEADLINE_CHART_SERIES = { late: LATENESS_BUCKETS, finished: ['onTime', 'late'] } as const;

/** Every month `YYYY-MM` from `first` to `last`, both included. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let key = first; key <= last; key = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * The answer's `byMonth` as the chart's points, oldest month first: late, one value per lateness bucket; finished,
 * on time and late (every bucket added up). A month between the first and the last without events is a point of
 * zeros, so the months stay evenly spaced and a quiet month is seen as one.
 */
export function deadlineChartPoints(kind: DeadlineChartKind, byMonth: readonly DeadlineMonth[], label: (month: string) => string): ChartPoint[] {
  if (byMonth.length === 0) return [];
  const rows = new Map(byMonth.map((row) => [row.month, row]));
  const sorted = [...rows.keys()].sort();
  return monthsFrom(sorted[0]!, sorted[sorted.length - 1]!).map((month) => {
    const row = rows.get(month);
    const late = LATENESS_BUCKETS.map((bucket) => [bucket, row?.late[bucket] ?? 0] as const);
    const values: Record<string, number> =
      kind === 'late' ? Object.fromEntries(late) : { onTime: row?.onTime ?? 0, late: late.reduce((sum, [, count]) => sum + count, 0) };
    return { key: month, label: label(month), values };
  });
}
