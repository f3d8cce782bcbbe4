import type { DeadlineMonth } from '@rr/contracts';
import { localeAtom } from '@rr/session';
import { intlLocale } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ReportChart, monthLabel } from '../../reports';
import { DEADLINE_CHART_SERIES, deadlineChartPoints, type DeadlineChartKind } from '../lib/chart-points';

/**
 * A deadline report's chart, month by month of the events' last day over every event the filters match (not only the
 * page): late results by how many days past the due date they are; finished results on time or late. The reports'
 * kit draws it (recharts loads only now) with the same figures in a table screen readers read instead.
 */
export function DeadlineChart({ kind, byMonth }: { kind: DeadlineChartKind; byMonth: readonly DeadlineMonth[] }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const points = useMemo(() => deadlineChartPoints(kind, byMonth, (month) => monthLabel(month, locale)), [kind, byMonth, locale]);
  const counts = useMemo(() => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }), [locale]);
  if (points.length === 0) return null;
  const t = (id: string) => intl.formatMessage({ id: `admin.deadlines.chart.${id}` });
  return (
    <div className="adm-deadline-chart">
      <ReportChart
        title={t(kind === 'late' ? 'lateTitle' : 'finishedTitle')}
        kind="bar"
        categoryHeader={t('month')}
        valueLabel={t('axisEvents')}
        barMessageId="admin.deadlines.chart.bar"
        points={points}
        series={DEADLINE_CHART_SERIES[kind].map((key) => ({ key, label: t(key) }))}
        format={(value) => counts.format(value)}
        formatTick={(value) => counts.format(value)}
        integer
      />
      <p className="adm-deadline-chart__note rr-muted">{t('allEvents')}</p>
    </div>
  );
}
