import { RIDER_REDEMPTIONS_SORTS, paths, riderRedemptionsReportSchema, type RiderRedemptionsRow } from '@rr/contracts';
import { Card, QueryState, TextLink } from '@rr/ui';
import type { DataColumn } from '@rr/ui/table';
import { FormattedMessage, useIntl } from 'react-intl';
import { ExportLinks } from '../kit/export-links';
import { Facts } from '../kit/facts';
import { MonthChart } from '../kit/month-chart';
import { CurrencyFilter, NoFigures, ReportHeader, ReportScope } from '../kit/report-frame';
import { ReportTableCard } from '../kit/report-table-card';
import { useReport } from '../kit/use-report';
import { useReportFormat } from '../kit/use-report-format';
import { REPORT_PAGE_SIZE, useTableReport } from '../kit/use-table-report';
import { withFeatureIntl } from '../i18n';

/**
 * /auth/admin/rider-redemptions (issue 15 item 2): the dealer credit and bonus each rider redeemed in the range, per
 * currency (redemptions, refunds, dealers, the last one), totals per currency and the month chart; sortable, paged,
 * searchable, CSV and XLSX of every matching row.
 */
function RiderRedemptionsPageContent() {
  return (
    <ReportScope>
      <RiderRedemptionsReport />
    </ReportScope>
  );
}

function RiderRedemptionsReport() {
  const intl = useIntl();
  const f = useReportFormat();
  const state = useTableReport(RIDER_REDEMPTIONS_SORTS);
  const currency = state.search.get('currency') ?? '';
  const filters = { startDate: state.range.startDate, endDate: state.range.endDate, query: state.query || undefined, currency: currency || undefined, ...state.sort };
  const report = useReport('rider-redemptions', riderRedemptionsReportSchema, { ...filters, page: state.page, limit: REPORT_PAGE_SIZE });
  const t = (id: string) => intl.formatMessage({ id: `admin.reports.redemptions.${id}` });
  const title = intl.formatMessage({ id: 'admin.riderRedemptions.title' });

  const columns: DataColumn<RiderRedemptionsRow>[] = [
    { id: 'name', header: t('rider'), sortable: true, hideable: false, card: 'title', value: (row) => row.name, cell: (row) => <TextLink to={paths.admin.rider(row.riderId)}>{row.name}</TextLink> },
    { id: 'country', header: t('country'), sortable: true, value: (row) => row.country ?? '' },
    { id: 'redeemed', header: t('redeemed'), sortable: true, align: 'right', card: 'aside', value: (row) => f.money(row.redeemed, row.currency) },
    { id: 'redemptions', header: t('redemptions'), sortable: true, align: 'right', value: (row) => f.count(row.redemptions) },
    { id: 'refunded', header: t('refunded'), sortable: true, align: 'right', value: (row) => f.money(row.refunded, row.currency) },
    { id: 'dealers', header: t('dealers'), sortable: true, align: 'right', value: (row) => f.count(row.dealers) },
    { id: 'lastRedeemedAt', header: t('lastRedeemedAt'), sortable: true, value: (row) => (row.lastRedeemedAt ? f.date(row.lastRedeemedAt) : '') },
  ];

  return (
    <>
      <ReportHeader titleId="admin.riderRedemptions.title" leadId="admin.riderRedemptions.lead" exports={<ExportLinks report="rider-redemptions" filters={filters} what={title} />} freshness={report.data} />
      <QueryState query={report}>
        {(data) => (
          <>
            {data.totals.map((total) => (
              <Facts
                key={total.currency}
                label={intl.formatMessage({ id: 'admin.reports.totalsIn' }, { currency: total.currency })}
                facts={[
                  { id: 'riders', label: t('riders'), value: f.count(total.riders) },
                  { id: 'redemptions', label: t('redemptions'), value: f.count(total.redemptions) },
                  { id: 'redeemed', label: intl.formatMessage({ id: 'admin.reports.redeemedIn' }, { currency: total.currency }), value: f.money(total.redeemed, total.currency) },
                  { id: 'refunded', label: t('refunded'), value: f.money(total.refunded, total.currency) },
                ]}
              />
            ))}
            {data.byMonth.length > 0 ? (
              <Card>
                <MonthChart title={t('chart')} monthHeader={intl.formatMessage({ id: 'admin.reports.month' })} rows={data.byMonth} />
              </Card>
            ) : null}
            <ReportTableCard
              id="admin.reports.rider-redemptions"
              caption={title}
              columns={columns}
              rows={data.rows}
              rowKey={(row) => `${row.riderId}:${row.currency}`}
              loading={report.isFetching}
              empty={<NoFigures filtered={Boolean(state.query || currency)} />}
              sorting={state.sorting}
              onSortingChange={state.setSorting}
              page={state.page}
              pages={data.pagination.pages}
              onPageChange={(next) => state.set('page', String(next))}
              search={{ text: state.text, onChange: state.setText, label: <FormattedMessage id="admin.reports.redemptions.search" /> }}
              filters={<CurrencyFilter value={currency} onChange={(value) => state.set('currency', value)} />}
              count={<FormattedMessage id="admin.reports.redemptions.count" values={{ count: data.pagination.total }} />}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const RiderRedemptionsPage = withFeatureIntl(RiderRedemptionsPageContent);
