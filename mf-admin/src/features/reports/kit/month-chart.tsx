import { currencySeriesOf } from './figures';
import { ReportChart } from './report-chart';
import { useReportFormat } from './use-report-format';
import type { Currency } from '@rr/contracts';

/**
 * A tabular report's month chart (`byMonth`: `{ month, currency, amount }`): a bar per currency each month, so USD and
 * CAD stand side by side and are never added up.
 */
export function MonthChart({ title, monthHeader, rows }: { title: string; monthHeader: string; rows: readonly { month: string; currency: Currency; amount: number }[] }) {
  const f = useReportFormat();
  const { points, currencies } = currencySeriesOf(rows, f.locale);
  if (points.length === 0) return null;
  return (
    <ReportChart
      title={title}
      kind="bar"
      categoryHeader={monthHeader}
      points={points}
      series={currencies.map((currency) => ({ key: currency, label: currency }))}
      format={(value, currency) => f.money(value, currency)}
      formatTick={f.compact}
    />
  );
}
