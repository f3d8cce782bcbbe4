import { RIDER_REDEMPTIONS_SORTS, paths, riderRedemptionsReportSchema, type RiderRedemptionsRow } from '@rr/contracts';
import { TextLink } from '@rr/ui';
import type { DataColumn } from '@rr/ui/table';
import { useIntl } from 'react-intl';
import { CurrencyFilter } from '../kit/report-frame';
import { TableReportPage, anyValue, inEachCurrency } from '../kit/table-report-page';
import { useReportFormat } from '../kit/use-report-format';
import { withFeatureIntl } from '../i18n';

/**
 * /auth/admin/rider-redemptions: the dealer credit and bonus each rider redeemed in the range, per
 * currency (redemptions, dealers, the last one: each redemption on its own day, refunded since or not), the refunds made
 * in the range (on their own days), totals per currency and the month chart with redeemed and refunded as bars of
 * their own; sortable, paged, searchable, CSV and XLSX of every matching row.
 */
function RiderRedemptionsPageContent() {
  const intl = useIntl();
  const f = useReportFormat();
  const t = (id: string) => intl.formatMessage({ id: `admin.reports.redemptions.${id}` });

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
    <TableReportPage
      report="rider-redemptions"
      schema={riderRedemptionsReportSchema}
      sortable={RIDER_REDEMPTIONS_SORTS}
      messages={{ title: 'admin.riderRedemptions.title', lead: 'admin.riderRedemptions.lead', search: 'admin.reports.redemptions.search', count: 'admin.reports.redemptions.count', chart: 'admin.reports.redemptions.chart' }}
      params={{ currency: anyValue }}
      filters={(filter) => <CurrencyFilter {...filter('currency')} />}
      columns={columns}
      rowKey={(row) => `${row.riderId}:${row.currency}`}
      chartMeasures={() => [
        { key: 'amount', label: t('redeemed') },
        { key: 'refunded', label: t('refunded') },
      ]}
      totals={inEachCurrency((total) => [
        { id: 'riders', label: t('riders'), value: f.count(total.riders) },
        { id: 'redemptions', label: t('redemptions'), value: f.count(total.redemptions) },
        { id: 'redeemed', label: intl.formatMessage({ id: 'admin.reports.redeemedIn' }, { currency: total.currency }), value: f.money(total.redeemed, total.currency) },
        { id: 'refunded', label: t('refunded'), value: f.money(total.refunded, total.currency) },
      ])}
    />
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const RiderRedemptionsPage = withFeatureIntl(RiderRedemptionsPageContent);
