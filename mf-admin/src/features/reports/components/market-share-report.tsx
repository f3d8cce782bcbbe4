import { marketShareSchema, percentFigure, type MarketShareRow } from '@rr/contracts';
import { Card, QueryState } from '@rr/ui';
import { DataTable, type DataColumn } from '@rr/ui/table';
import { useIntl } from 'react-intl';
import { ExportLinks } from '../kit/export-links';
import type { ChartPoint } from '../kit/figures';
import { NoFigures, ReportHeader, ReportScope } from '../kit/report-frame';
import { ReportChart } from '../kit/report-chart';
import { useReport } from '../kit/use-report';
import { useReportFormat } from '../kit/use-report-format';
import { useReportRange } from '../kit/use-report-range';

export type MarketShareBy = 'month' | 'series';
const SHARES = ['finisherShare', 'payoutShare'] as const;
const TOTAL_KEY = '\u0000total';

/**
 * /auth/admin/market-share-month and /market-share-series: the maker's share of the finishers and of the paid places,
 * month by month (a line per share) or series by series (bars), with the range's total under the table's rows.
 */
export function MarketShareReport({ by }: { by: MarketShareBy }) {
  return (
    <ReportScope>
      <MarketShareContent by={by} />
    </ReportScope>
  );
}

function MarketShareContent({ by }: { by: MarketShareBy }) {
  const intl = useIntl();
  const f = useReportFormat();
  const { range } = useReportRange();
  const filters = { startDate: range.startDate, endDate: range.endDate };
  const report = useReport(by === 'month' ? 'market-share-month' : 'market-share-series', marketShareSchema, filters);
  const page = by === 'month' ? 'marketShareMonth' : 'marketShareSeries';
  const t = (id: string) => intl.formatMessage({ id: `admin.reports.share.${id}` });
  const title = intl.formatMessage({ id: `admin.${page}.title` });

  const label = (row: MarketShareRow) =>
    row.key === TOTAL_KEY ? t(by === 'month' ? 'allMonths' : 'allSeries') : by === 'month' ? f.month(row.key ?? '') : (row.name ?? t('noSeries'));
  const columns: DataColumn<MarketShareRow>[] = [
    { id: 'key', header: t(by === 'month' ? 'month' : 'series'), card: 'title', hideable: false, className: 'adm-nowrap', value: label, cell: (row) => (row.key === TOTAL_KEY ? <strong>{label(row)}</strong> : label(row)) },
    { id: 'events', header: t('events'), align: 'right', value: (row) => f.count(row.events) },
    { id: 'finishers', header: t('finishers'), align: 'right', value: (row) => f.count(row.finishers) },
    { id: 'makerFinishers', header: t('makerFinishers'), align: 'right', value: (row) => f.count(row.makerFinishers) },
    { id: 'finisherShare', header: t('finisherShare'), align: 'right', card: 'aside', value: (row) => f.percent(row.finisherShare) },
    { id: 'paidPlaces', header: t('paidPlaces'), align: 'right', value: (row) => f.count(row.paidPlaces) },
    { id: 'makerPaidPlaces', header: t('makerPaidPlaces'), align: 'right', value: (row) => f.count(row.makerPaidPlaces) },
    { id: 'payoutShare', header: t('payoutShare'), align: 'right', value: (row) => f.percent(row.payoutShare) },
  ];

  return (
    <>
      <ReportHeader titleId={`admin.${page}.title`} leadId={`admin.${page}.lead`} exports={<ExportLinks report={by === 'month' ? 'market-share-month' : 'market-share-series'} filters={filters} what={title} />} freshness={report.data} />
      <QueryState query={report} isEmpty={(data) => data.rows.length === 0} empty={<NoFigures />}>
        {(data) => {
          const points: ChartPoint[] = data.rows.map((row, index) => ({
            key: row.key ?? `none-${index}`,
            label: label(row),
            values: Object.fromEntries(SHARES.map((share) => [share, percentFigure(row[share])])),
          }));
          return (
            <>
              <Card>
                <ReportChart
                  title={t(by === 'month' ? 'chartMonth' : 'chartSeries')}
                  kind={by === 'month' ? 'line' : 'bar'}
                  categoryHeader={t(by === 'month' ? 'month' : 'series')}
                  valueLabel={t('axis')}
                  points={points}
                  series={SHARES.map((key) => ({ key, label: t(key) }))}
                  format={(value) => f.figure(value)}
                  formatTick={f.figure}
                />
              </Card>
              <Card padded={false}>
                <DataTable
                  id={`admin.reports.${page}`}
                  caption={title}
                  columns={columns}
                  rows={[...data.rows, { ...data.total, key: TOTAL_KEY }]}
                  rowKey={(row) => row.key ?? 'none'}
                  loading={report.isFetching}
                  columnChooser
                  cardsBelow="lg"
                />
              </Card>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
