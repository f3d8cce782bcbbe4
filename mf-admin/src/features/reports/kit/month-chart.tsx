import { useIntl } from 'react-intl';
import { currencyMeasureSeriesOf, currencySeriesOf, type ChartMeasure } from './figures';
import { ReportChart } from './report-chart';
import { useReportFormat } from './use-report-format';
import type { Currency } from '@rr/contracts';

export interface MonthChartProps {
  title: string;
  monthHeader: string;
  rows: readonly ({ month: string; currency: Currency; amount: number } & Record<string, unknown>)[];
  /**
   * Measures of the rows charted side by side as their own series in each currency (rider redemptions: redeemed and
   * refunded); without them, `amount` only, a bar per currency.
   */
  measures?: readonly ChartMeasure[];
}

/**
 * A tabular report's month chart (`byMonth`: `{ month, currency, amount, … }`): a bar per currency (and measure) each
 * month, so USD and CAD stand side by side and are never added up, and no measure is netted into another.
 */
export function MonthChart({ title, monthHeader, rows, measures }: MonthChartProps) {
  const intl = useIntl();
  const f = useReportFormat();
  const valueLabel = intl.formatMessage({ id: 'admin.reports.axis.amount' });
  if (measures && measures.length > 0) {
    const { points, series } = currencyMeasureSeriesOf(rows, measures, f.locale);
    if (points.length === 0) return null;
    const currencyOf = new Map(series.map((s) => [s.key, s.currency]));
    return (
      <ReportChart
        title={title}
        kind="bar"
        categoryHeader={monthHeader}
        valueLabel={valueLabel}
        points={points}
        series={series.map(({ key, label }) => ({ key, label }))}
        format={(value, key) => f.money(value, currencyOf.get(key) ?? 'USD')}
        formatTick={f.compact}
      />
    );
  }
  const { points, currencies } = currencySeriesOf(rows, f.locale);
  if (points.length === 0) return null;
  return (
    <ReportChart
      title={title}
      kind="bar"
      categoryHeader={monthHeader}
      valueLabel={valueLabel}
      points={points}
      series={currencies.map((currency) => ({ key: currency, label: currency }))}
      format={(value, currency) => f.money(value, currency)}
      formatTick={f.compact}
    />
  );
}
