import { CASHOUT_METHODS, CASHOUT_REPORT_SORTS, CASHOUT_STATUSES, PAYMENT_PROVIDERS, cashoutReportSchema, paths, type CashoutReportRow } from '@rr/contracts';
import { TextLink } from '@rr/ui';
import type { DataColumn } from '@rr/ui/table';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceFilter } from '../kit/choice-filter';
import { CurrencyFilter } from '../kit/report-frame';
import { TableReportPage, anyValue, oneOf } from '../kit/table-report-page';
import { useReportFormat } from '../kit/use-report-format';
import { withFeatureIntl } from '../i18n';

const STATUS_BADGE = { processing: 'rr-badge--warning', paid: 'rr-badge--success', failed: 'rr-badge--danger' } as const;

/**
 * /auth/admin/cash-out-report: the range's cash-outs with provider, method, status, amount, the
 * balances around it and the tax withheld; totals per currency and status, the month chart; status, currency and
 * search filters, sortable and paged, CSV and XLSX of every matching row.
 */
function CashOutReportPageContent() {
  const intl = useIntl();
  const f = useReportFormat();
  const t = (id: string) => intl.formatMessage({ id: `admin.reports.cashouts.${id}` });
  const statusText = (value: string) => intl.formatMessage({ id: `admin.reports.cashouts.status.${value}` });
  // The provider as people know it ("Tremendous"; the built-in fake of a test stack is "Test provider"), never its id.
  const providerText = (value: string) => ((PAYMENT_PROVIDERS as readonly string[]).includes(value) ? intl.formatMessage({ id: `admin.reports.cashouts.providerName.${value}` }) : value);
  const methodText = (value: string) => ((CASHOUT_METHODS as readonly string[]).includes(value) ? intl.formatMessage({ id: `admin.reports.cashouts.method.${value}` }) : value);

  const columns: DataColumn<CashoutReportRow>[] = [
    { id: 'createdAt', header: t('date'), sortable: true, value: (row) => f.date(row.createdAt), className: 'adm-nowrap' },
    { id: 'name', header: t('rider'), sortable: true, hideable: false, card: 'title', value: (row) => row.name, cell: (row) => <TextLink to={paths.admin.rider(row.riderId)}>{row.name}</TextLink> },
    { id: 'country', header: t('country'), value: (row) => row.country ?? '' },
    { id: 'provider', header: t('provider'), value: (row) => providerText(row.provider) },
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
    { id: 'providerOrderId', header: t('order'), className: 'adm-report-breakable', value: (row) => row.providerOrderId ?? '' },
  ];

  return (
    <TableReportPage
      report="cash-out-report"
      schema={cashoutReportSchema}
      sortable={CASHOUT_REPORT_SORTS}
      messages={{ title: 'admin.cashOutReport.title', lead: 'admin.cashOutReport.lead', search: 'admin.reports.cashouts.search', count: 'admin.reports.cashouts.countAll', chart: 'admin.reports.cashouts.chart' }}
      params={{ currency: anyValue, status: oneOf(CASHOUT_STATUSES) }}
      filters={(filter) => (
        <>
          <ChoiceFilter
            label={<FormattedMessage id="admin.reports.cashouts.statusColumn" />}
            any={t('anyStatus')}
            options={CASHOUT_STATUSES.map((value) => ({ value, label: statusText(value) }))}
            {...filter('status')}
          />
          <CurrencyFilter {...filter('currency')} />
        </>
      )}
      columns={columns}
      rowKey={(row) => row._id}
      // One group: each currency and status apart, never one sum of dollars and Canadian dollars.
      totals={(totals) =>
        totals.length > 0
          ? [
              {
                id: 'totals',
                label: t('totals'),
                facts: totals.map((total) => ({
                  id: `${total.currency}:${total.status}`,
                  label: `${statusText(total.status)} · ${total.currency}`,
                  value: f.money(total.amount, total.currency),
                  detail: intl.formatMessage({ id: 'admin.reports.cashouts.count' }, { count: total.cashouts }),
                })),
              },
            ]
          : []
      }
    />
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const CashOutReportPage = withFeatureIntl(CashOutReportPageContent);
