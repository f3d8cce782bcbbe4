import {
  reportSummarySchema,
  riderStatsSchema,
  topDealersSchema,
  topRidersSchema,
  paths,
  type ReportSummary,
  type RiderStats,
  type TopDealer,
  type TopRider,
} from '@rr/contracts';
import { Card, QueryState, TextLink } from '@rr/ui';
import { DataTable, type DataColumn } from '@rr/ui/table';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ExportLinks } from '../kit/export-links';
import { Facts } from '../kit/facts';
import { monthPointsOf } from '../kit/figures';
import { NoFigures, ReportHeader, ReportScope } from '../kit/report-frame';
import { ReportChart } from '../kit/report-chart';
import { useReport } from '../kit/use-report';
import { useReportFormat } from '../kit/use-report-format';
import { useReportRange } from '../kit/use-report-range';
import { withFeatureIntl } from '../i18n';

/** How many riders and dealers the top lists show. */
export const TOP_LIMIT = 10;
/** The month chart's bars: refunds are a bar of their own (on the refund's month), never taken off a month's redemptions. */
const MONTH_MEASURES = ['available', 'earned', 'redeemed', 'refunded'] as const;

/**
 * /auth/admin/summary (spec §3 Aggregates): the range's figures in each currency with their rates, the
 * month chart of available, earned, redeemed and refunded (a chart per currency: amounts are never added across
 * currencies, and a refund is a bar of its own on its month, never a negative redemption),
 * then the top pro riders, the top amateur riders (each with their group's figures) and the top dealers.
 */
function SummaryPageContent() {
  return (
    <ReportScope>
      <SummaryReport />
    </ReportScope>
  );
}

function SummaryReport() {
  const intl = useIntl();
  const { range } = useReportRange();
  const filters = { startDate: range.startDate, endDate: range.endDate };
  const summary = useReport('summary', reportSummarySchema, filters);
  return (
    <>
      <ReportHeader
        titleId="admin.summary.title"
        leadId="admin.summary.lead"
        exports={<ExportLinks report="summary" filters={filters} what={intl.formatMessage({ id: 'admin.summary.title' })} />}
        freshness={summary.data}
      />
      <QueryState query={summary} isEmpty={(data) => data.currencies.length === 0 && data.events === 0 && data.riders === 0} empty={<NoFigures />}>
        {(data) => <SummaryFigures summary={data} />}
      </QueryState>
      <TopRidersSection group="pro" filters={filters} />
      <TopRidersSection group="amateur" filters={filters} />
      <TopDealersSection filters={filters} />
    </>
  );
}

function SummaryFigures({ summary }: { summary: ReportSummary }) {
  const intl = useIntl();
  const f = useReportFormat();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.reports.summary.${id}` }, values);
  return (
    <>
      <Facts
        label={t('overall')}
        facts={[
          { id: 'events', label: t('events'), value: f.count(summary.events) },
          { id: 'riders', label: t('riders'), value: f.count(summary.riders) },
          { id: 'months', label: t('months'), value: f.count(summary.months) },
        ]}
      />
      <div className="adm-report-currencies">
        {summary.currencies.map((row) => {
          const money = (cents: number) => f.money(cents, row.currency);
          const points = monthPointsOf(summary.byMonth, row.currency, MONTH_MEASURES, f.locale);
          return (
            <Card key={row.currency} title={t('inCurrency', { currency: row.currency })}>
              <div className="adm-report-section">
                <Facts
                  label={t('inCurrency', { currency: row.currency })}
                  facts={[
                    { id: 'available', label: t('available'), value: money(row.available) },
                    {
                      id: 'earned',
                      label: t('earned'),
                      value: money(row.earned),
                      detail: t('earnedDetail', { cash: money(row.earnedCash), credit: money(row.earnedCredit), bonus: money(row.earnedBonus) }),
                    },
                    { id: 'earnRate', label: t('earnRate'), value: f.ratioPercent(row.earnRate) },
                    { id: 'redeemed', label: t('redeemed'), value: money(row.redeemed) },
                    { id: 'refunded', label: t('refunded'), value: money(row.refunded) },
                    { id: 'redemptionRate', label: t('redemptionRate'), value: f.ratioPercent(row.redemptionRate) },
                    { id: 'cashedOut', label: t('cashedOut'), value: money(row.cashedOut) },
                    { id: 'expired', label: t('expired'), value: money(row.expired) },
                    { id: 'withheld', label: t('withheld'), value: money(row.withheld) },
                  ]}
                />
                {points.length > 0 ? (
                  <ReportChart
                    title={t('chart', { currency: row.currency })}
                    kind="bar"
                    categoryHeader={t('month')}
                    valueLabel={t('axis', { currency: row.currency })}
                    points={points}
                    series={MONTH_MEASURES.map((key) => ({ key, label: t(key) }))}
                    format={(value) => money(value)}
                    formatTick={f.compact}
                  />
                ) : null}
              </div>
            </Card>
          );
        })}
      </div>
    </>
  );
}

type Filters = { startDate: string; endDate: string };

/** "Top pro riders" / "Top amateur riders": the group's figures, then its riders ranked by what they earned. */
function TopRidersSection({ group, filters }: { group: 'pro' | 'amateur'; filters: Filters }) {
  const intl = useIntl();
  const f = useReportFormat();
  const headingId = useId();
  const topFilters = { ...filters, limit: TOP_LIMIT };
  const top = useReport(`top-${group}-riders`, topRidersSchema, topFilters);
  const stats = useReport(`${group}-rider-stats`, riderStatsSchema, filters);
  const t = (id: string) => intl.formatMessage({ id: `admin.reports.top.${id}` });
  const title = intl.formatMessage({ id: `admin.reports.top.${group}Title` });
  const columns: DataColumn<TopRider>[] = [
    { id: 'name', header: t('rider'), card: 'title', hideable: false, value: (row) => row.name, cell: (row) => <TextLink to={paths.admin.rider(row.riderId)}>{row.name}</TextLink> },
    { id: 'country', header: t('country'), value: (row) => row.country },
    { id: 'earned', header: t('earned'), align: 'right', card: 'aside', value: (row) => f.money(row.earned, row.currency) },
    { id: 'earnedCash', header: t('cash'), align: 'right', value: (row) => f.money(row.earnedCash, row.currency) },
    { id: 'earnedCredit', header: t('credit'), align: 'right', value: (row) => f.money(row.earnedCredit, row.currency) },
    { id: 'earnedBonus', header: t('bonus'), align: 'right', value: (row) => f.money(row.earnedBonus, row.currency) },
    { id: 'earnings', header: t('earnings'), align: 'right', value: (row) => f.count(row.earnings) },
    { id: 'redeemed', header: t('redeemed'), align: 'right', value: (row) => f.money(row.redeemed, row.currency) },
  ];
  return (
    <Card
      aria-labelledby={headingId}
      title={<span id={headingId}>{title}</span>}
      actions={<ExportLinks report={`top-${group}-riders`} filters={topFilters} what={title} />}
    >
      <div className="adm-report-section">
        <QueryState query={stats}>{(data) => <RiderStatsFigures stats={data} group={group} />}</QueryState>
        <QueryState query={top} isEmpty={(data) => data.riders.length === 0} empty={<NoFigures />}>
          {(data) => (
            <DataTable id={`admin.reports.top-${group}-riders`} caption={title} columns={columns} rows={data.riders} rowKey={(row) => `${row.riderId}:${row.currency}`} loading={top.isFetching} />
          )}
        </QueryState>
      </div>
    </Card>
  );
}

/** A group's riders: how many have an account and how many earned, then each currency's money. */
function RiderStatsFigures({ stats, group }: { stats: RiderStats; group: 'pro' | 'amateur' }) {
  const intl = useIntl();
  const f = useReportFormat();
  const t = (id: string) => intl.formatMessage({ id: `admin.reports.stats.${id}` });
  type Row = RiderStats['currencies'][number];
  const columns: DataColumn<Row>[] = [
    { id: 'currency', header: t('currency'), card: 'title', value: (row) => row.currency },
    { id: 'riders', header: t('riders'), align: 'right', value: (row) => f.count(row.riders) },
    { id: 'earned', header: t('earned'), align: 'right', value: (row) => f.money(row.earned, row.currency) },
    { id: 'averagePerRider', header: t('averagePerRider'), align: 'right', value: (row) => f.money(row.averagePerRider, row.currency) },
    { id: 'redeemed', header: t('redeemed'), align: 'right', value: (row) => f.money(row.redeemed, row.currency) },
    { id: 'cashedOut', header: t('cashedOut'), align: 'right', value: (row) => f.money(row.cashedOut, row.currency) },
  ];
  return (
    <>
      <Facts
        facts={[
          { id: 'registered', label: t(`${group}Registered`), value: f.count(stats.registered) },
          { id: 'earning', label: t(`${group}Earning`), value: f.count(stats.earning) },
        ]}
      />
      {stats.currencies.length > 0 ? (
        <DataTable id={`admin.reports.${group}-rider-stats`} caption={t(`${group}Caption`)} columns={columns} rows={stats.currencies} rowKey={(row) => row.currency} />
      ) : null}
    </>
  );
}

/** "Top dealers": where riders redeemed the most in the range, per currency. */
function TopDealersSection({ filters }: { filters: Filters }) {
  const intl = useIntl();
  const f = useReportFormat();
  const headingId = useId();
  const topFilters = { ...filters, limit: TOP_LIMIT };
  const top = useReport('top-dealers', topDealersSchema, topFilters);
  const t = (id: string) => intl.formatMessage({ id: `admin.reports.top.${id}` });
  const title = t('dealersTitle');
  const columns: DataColumn<TopDealer>[] = [
    { id: 'name', header: t('dealer'), card: 'title', hideable: false, value: (row) => row.name, cell: (row) => <TextLink to={paths.admin.dealer(row.dealerId)}>{row.name}</TextLink> },
    { id: 'country', header: t('country'), value: (row) => row.country ?? '' },
    { id: 'redeemed', header: t('redeemed'), align: 'right', card: 'aside', value: (row) => f.money(row.redeemed, row.currency) },
    { id: 'redemptions', header: t('redemptions'), align: 'right', value: (row) => f.count(row.redemptions) },
    { id: 'riders', header: t('riders'), align: 'right', value: (row) => f.count(row.riders) },
  ];
  return (
    <Card aria-labelledby={headingId} title={<span id={headingId}>{title}</span>} actions={<ExportLinks report="top-dealers" filters={topFilters} what={title} />}>
      <QueryState query={top} isEmpty={(data) => data.dealers.length === 0} empty={<NoFigures />}>
        {(data) => <DataTable id="admin.reports.top-dealers" caption={title} columns={columns} rows={data.dealers} rowKey={(row) => `${row.dealerId}:${row.currency}`} loading={top.isFetching} />}
      </QueryState>
    </Card>
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const SummaryPage = withFeatureIntl(SummaryPageContent);
