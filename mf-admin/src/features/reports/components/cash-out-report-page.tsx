import { CASHOUT_METHODS, CASHOUT_REPORT_SORTS, CASHOUT_STATUSES, cashoutReportSchema, paths, type CashoutReportRow } from '@rr/contracts';
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

const STATUS_BADGE = { processing: 'rr-badge--warning', paid: 'rr-badge--success', failed: 'rr-badge--danger' } as const;

/**
 * /auth/admin/cash-out-report (issue 15 item 2): the range's cash-outs with provider, method, status, amount, the
 * balances around it and the tax withheld; totals per currency and status, the month chart; status, currency and
 * search filters, sortable and paged, CSV and XLSX of every matching row.
 */
function CashOutReportPageContent() {
  return (
    <ReportScope>
      <CashOutReport />
    </ReportScope>
  );
}

function CashOutReport() {
  const intl = useIntl();
  const f = useReportFormat();
  const state = useTableReport(CASHOUT_REPORT_SORTS);
  const currency = state.search.get('currency') ?? '';
  const status = state.search.get('status') ?? '';
  const filters = {
    startDate: state.range.startDate,
    endDate: state.range.endDate,
    query: state.query || undefined,
    currency: currency || undefined,
    status: (CASHOUT_STATUSES as readonly string[]).includes(status) ? status : undefined,
    ...state.sort,
  };
  const report = useReport('cash-out-report', cashoutReportSchema, { ...filters, page: state.page, limit: REPORT_PAGE_SIZE });
  const t = (id: string) => intl.formatMessage({ id: `admin.reports.cashouts.${id}` });
  const statusText = (value: string) => intl.formatMessage({ id: `admin.reports.cashouts.status.${value}` });
  const methodText = (value: string) => ((CASHOUT_METHODS as readonly string[]).includes(value) ? intl.formatMessage({ id: `admin.reports.cashouts.method.${value}` }) : value);
  const title = intl.formatMessage({ id: 'admin.cashOutReport.title' });

  const columns: DataColumn<CashoutReportRow>[] = [
    { id: 'createdAt', header: t('date'), sortable: true, value: (row) => f.date(row.createdAt), className: 'adm-nowrap' },
    { id: 'name', header: t('rider'), sortable: true, hideable: false, card: 'title', value: (row) => row.name, cell: (row) => <TextLink to={paths.admin.rider(row.riderId)}>{row.name}</TextLink> },
    { id: 'country', header: t('country'), value: (row) => row.country ?? '' },
    { id: 'provider', header: t('provider'), value: (row) => row.provider },
    { id: 'method', header: t('method'), sortable: true, value: (row) => methodText(row.method) },
    {
      id: 'status',
      header: t('statusColumn'),
      sortable: true,
      card: 'aside',
      value: (row) => statusText(row.status),
      cell: (row) => <span className={`rr-badge ${STATUS_BADGE[row.status]}`}>{statusText(row.status)}</span>,
    },
    { id: 'amount', header: t('amount'), sortable: true, align: 'right', value: (row) => f.money(row.amount, row.currency) },
    { id: 'previousBalance', header: t('previousBalance'), align: 'right', value: (row) => f.money(row.previousBalance, row.currency) },
    { id: 'newBalance', header: t('newBalance'), align: 'right', value: (row) => f.money(row.newBalance, row.currency) },
    { id: 'withheld', header: t('withheld'), align: 'right', value: (row) => f.money(row.withheld, row.currency) },
    { id: 'providerOrderId', header: t('order'), value: (row) => row.providerOrderId ?? '' },
  ];

  return (
    <>
      <ReportHeader titleId="admin.cashOutReport.title" leadId="admin.cashOutReport.lead" exports={<ExportLinks report="cash-out-report" filters={filters} what={title} />} freshness={report.data} />
      <QueryState query={report}>
        {(data) => (
          <>
            {data.totals.length > 0 ? (
              <Facts
                label={t('totals')}
                facts={data.totals.map((total) => ({
                  id: `${total.currency}:${total.status}`,
                  label: `${statusText(total.status)} · ${total.currency}`,
                  value: f.money(total.amount, total.currency),
                  detail: intl.formatMessage({ id: 'admin.reports.cashouts.count' }, { count: total.cashouts }),
                }))}
              />
            ) : null}
            {data.byMonth.length > 0 ? (
              <Card>
                <MonthChart title={t('chart')} monthHeader={intl.formatMessage({ id: 'admin.reports.month' })} rows={data.byMonth} />
              </Card>
            ) : null}
            <ReportTableCard
              id="admin.reports.cash-out-report"
              caption={title}
              columns={columns}
              rows={data.rows}
              rowKey={(row) => row._id}
              loading={report.isFetching}
              empty={<NoFigures filtered={Boolean(state.query || currency || status)} />}
              sorting={state.sorting}
              onSortingChange={state.setSorting}
              page={state.page}
              pages={data.pagination.pages}
              onPageChange={(next) => state.set('page', String(next))}
              search={{ text: state.text, onChange: state.setText, label: <FormattedMessage id="admin.reports.cashouts.search" /> }}
              filters={
                <>
                  <Field label={<FormattedMessage id="admin.reports.cashouts.statusColumn" />}>
                    <Select value={status} onChange={(event) => state.set('status', event.target.value)}>
                      <option value="">{t('anyStatus')}</option>
                      {CASHOUT_STATUSES.map((value) => (
                        <option key={value} value={value}>
                          {statusText(value)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <CurrencyFilter value={currency} onChange={(value) => state.set('currency', value)} />
                </>
              }
              count={<FormattedMessage id="admin.reports.cashouts.countAll" values={{ count: data.pagination.total }} />}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const CashOutReportPage = withFeatureIntl(CashOutReportPageContent);
