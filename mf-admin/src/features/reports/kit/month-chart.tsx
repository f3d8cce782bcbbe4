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
  // With measures, a series per measure and currency, each amount in its own currency; else a bar per currency.
  const drawn = measures && measures.length > 0 ? measureSeries(rows, measures, f) : currencySeries(rows, f);
  if (drawn.points.length === 0) return null;
  return (
    <ReportChart
      title={title}
      kind="bar"
      categoryHeader={monthHeader}
      valueLabel={intl.formatMessage({ id: 'admin.reports.axis.amount' })}
      points={drawn.points}
      series={drawn.series}
      format={drawn.format}
      formatTick={f.compact}
    />
  );
}

type Rows = MonthChartProps['rows'];
type ReportFormat = ReturnType<typeof useReportFormat>;

function measureSeries(rows: Rows, measures: readonly ChartMeasure[], f: ReportFormat) {
  const { points, series } = currencyMeasureSeriesOf(rows, measures, f.locale);
  const currencyOf = new Map(series.map((s) => [s.key, s.currency]));
  return { points, series: series.map(({ key, label }) => ({ key, label })), format: (value: number, key: string) => f.money(value, currencyOf.get(key) ?? 'USD') };
}

function currencySeries(rows: Rows, f: ReportFormat) {
  const { points, currencies } = currencySeriesOf(rows, f.locale);
  return { points, series: currencies.map((currency) => ({ key: currency, label: currency })), format: (value: number, currency: string) => f.money(value, currency) };
}
