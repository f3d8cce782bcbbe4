import { RIDER_EARNINGS_SORTS, paths, riderEarningsReportSchema, type RiderEarningsRow } from '@rr/contracts';
import { TextLink } from '@rr/ui';
import type { DataColumn } from '@rr/ui/table';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceFilter } from '../kit/choice-filter';
import { CurrencyFilter } from '../kit/report-frame';
import { TableReportPage, anyValue, inEachCurrency, oneOf } from '../kit/table-report-page';
import { useReportFormat } from '../kit/use-report-format';
import { withFeatureIntl } from '../i18n';

/**
 * /auth/admin/rider-earnings: what each rider earned in the range, per currency (cash, dealer credit,
 * bonus, withheld), the totals of every matching rider per currency, and the month chart; search, currency and
 * pro/amateur filters, sortable and paged, CSV and XLSX of every matching row.
 */
function RiderEarningsPageContent() {
  const intl = useIntl();
  const f = useReportFormat();
  const t = (id: string) => intl.formatMessage({ id: `admin.reports.earnings.${id}` });

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
    <TableReportPage
      report="rider-earnings"
      schema={riderEarningsReportSchema}
      sortable={RIDER_EARNINGS_SORTS}
      messages={{ title: 'admin.riderEarnings.title', lead: 'admin.riderEarnings.lead', search: 'admin.reports.earnings.search', count: 'admin.reports.earnings.count', chart: 'admin.reports.earnings.chart' }}
      params={{ currency: anyValue, pro: oneOf(['true', 'false']) }}
      filters={(filter) => (
        <>
          <CurrencyFilter {...filter('currency')} />
          <ChoiceFilter
            label={<FormattedMessage id="admin.reports.earnings.group" />}
            any={t('anyGroup')}
            options={[
              { value: 'true', label: t('pro') },
              { value: 'false', label: t('amateur') },
            ]}
            {...filter('pro')}
          />
        </>
      )}
      columns={columns}
      rowKey={(row) => `${row.riderId}:${row.currency}`}
      totals={inEachCurrency((total) => [
        { id: 'riders', label: t('riders'), value: f.count(total.riders) },
        { id: 'earned', label: intl.formatMessage({ id: 'admin.reports.earnedIn' }, { currency: total.currency }), value: f.money(total.earned, total.currency) },
        { id: 'cash', label: t('cash'), value: f.money(total.earnedCash, total.currency) },
        { id: 'credit', label: t('credit'), value: f.money(total.earnedCredit, total.currency) },
        { id: 'bonus', label: t('bonus'), value: f.money(total.earnedBonus, total.currency) },
        { id: 'withheld', label: t('withheld'), value: f.money(total.withheld, total.currency) },
      ])}
    />
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const RiderEarningsPage = withFeatureIntl(RiderEarningsPageContent);
