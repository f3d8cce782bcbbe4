import { RIDER_EARNINGS_SORTS, paths, riderEarningsReportSchema, type RiderEarningsRow } from '@rr/contracts';
import { Card, Field, QueryState, Select, TextLink } from '@rr/ui';
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
 * /auth/admin/rider-earnings (issue 15 item 2): what each rider earned in the range, per currency (cash, dealer credit,
 * bonus, withheld), the totals of every matching rider per currency, and the month chart; search, currency and
 * pro/amateur filters, sortable and paged, CSV and XLSX of every matching row.
 */
function RiderEarningsPageContent() {
  return (
    <ReportScope>
      <RiderEarningsReport />
    </ReportScope>
  );
}

function RiderEarningsReport() {
  const intl = useIntl();
  const f = useReportFormat();
  const state = useTableReport(RIDER_EARNINGS_SORTS);
  const currency = state.search.get('currency') ?? '';
  const pro = state.search.get('pro') ?? '';
  const filters = {
    startDate: state.range.startDate,
    endDate: state.range.endDate,
    query: state.query || undefined,
    currency: currency || undefined,
    pro: pro === 'true' || pro === 'false' ? pro : undefined,
    ...state.sort,
  };
  const report = useReport('rider-earnings', riderEarningsReportSchema, { ...filters, page: state.page, limit: REPORT_PAGE_SIZE });
  const t = (id: string) => intl.formatMessage({ id: `admin.reports.earnings.${id}` });
  const title = intl.formatMessage({ id: 'admin.riderEarnings.title' });
  const filtered = Boolean(state.query || currency || pro);

  const columns: DataColumn<RiderEarningsRow>[] = [
    {
      id: 'name',
      header: t('rider'),
      sortable: true,
      hideable: false,
      card: 'title',
      value: (row) => row.name,
      cell: (row) => (
        <span className="adm-report-stack">
          <TextLink to={paths.admin.rider(row.riderId)}>{row.name}</TextLink>
          <span className="rr-muted adm-email">{row.email}</span>
        </span>
      ),
    },
    { id: 'country', header: t('country'), sortable: true, value: (row) => row.country },
    { id: 'pro', header: t('group'), value: (row) => t(row.pro ? 'pro' : 'amateur') },
    { id: 'earned', header: t('earned'), sortable: true, align: 'right', card: 'aside', value: (row) => f.money(row.earned, row.currency) },
    { id: 'earnedCash', header: t('cash'), sortable: true, align: 'right', value: (row) => f.money(row.earnedCash, row.currency) },
    { id: 'earnedCredit', header: t('credit'), sortable: true, align: 'right', value: (row) => f.money(row.earnedCredit, row.currency) },
    { id: 'earnedBonus', header: t('bonus'), sortable: true, align: 'right', value: (row) => f.money(row.earnedBonus, row.currency) },
    { id: 'withheld', header: t('withheld'), sortable: true, align: 'right', value: (row) => f.money(row.withheld, row.currency) },
    { id: 'earnings', header: t('earnings'), sortable: true, align: 'right', value: (row) => f.count(row.earnings) },
  ];

  return (
    <>
      <ReportHeader titleId="admin.riderEarnings.title" leadId="admin.riderEarnings.lead" exports={<ExportLinks report="rider-earnings" filters={filters} what={title} />} freshness={report.data} />
      <QueryState query={report}>
        {(data) => (
          <>
            {data.totals.map((total) => (
              <Facts
                key={total.currency}
                label={intl.formatMessage({ id: 'admin.reports.totalsIn' }, { currency: total.currency })}
                facts={[
                  { id: 'riders', label: t('riders'), value: f.count(total.riders) },
                  { id: 'earned', label: intl.formatMessage({ id: 'admin.reports.earnedIn' }, { currency: total.currency }), value: f.money(total.earned, total.currency) },
                  { id: 'cash', label: t('cash'), value: f.money(total.earnedCash, total.currency) },
                  { id: 'credit', label: t('credit'), value: f.money(total.earnedCredit, total.currency) },
                  { id: 'bonus', label: t('bonus'), value: f.money(total.earnedBonus, total.currency) },
                  { id: 'withheld', label: t('withheld'), value: f.money(total.withheld, total.currency) },
                ]}
              />
            ))}
            {data.byMonth.length > 0 ? (
              <Card>
                <MonthChart title={t('chart')} monthHeader={intl.formatMessage({ id: 'admin.reports.month' })} rows={data.byMonth} />
              </Card>
            ) : null}
            <ReportTableCard
              id="admin.reports.rider-earnings"
              caption={title}
              columns={columns}
              rows={data.rows}
              rowKey={(row) => `${row.riderId}:${row.currency}`}
              loading={report.isFetching}
              empty={<NoFigures filtered={filtered} />}
              sorting={state.sorting}
              onSortingChange={state.setSorting}
              page={state.page}
              pages={data.pagination.pages}
              onPageChange={(next) => state.set('page', String(next))}
              search={{ text: state.text, onChange: state.setText, label: <FormattedMessage id="admin.reports.earnings.search" /> }}
              filters={
                <>
                  <CurrencyFilter value={currency} onChange={(value) => state.set('currency', value)} />
                  <Field label={<FormattedMessage id="admin.reports.earnings.group" />}>
                    <Select value={pro} onChange={(event) => state.set('pro', event.target.value)}>
                      <option value="">{t('anyGroup')}</option>
                      <option value="true">{t('pro')}</option>
                      <option value="false">{t('amateur')}</option>
                    </Select>
                  </Field>
                </>
              }
              count={<FormattedMessage id="admin.reports.earnings.count" values={{ count: data.pagination.total }} />}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const RiderEarningsPage = withFeatureIntl(RiderEarningsPageContent);
