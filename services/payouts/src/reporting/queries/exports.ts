import { PAYMENT_PROVIDERS, percentFigure, ratioFigure, type CashoutReportRow, type Locale, type MarketShareRow, type RiderEarningsRow, type RiderRedemptionsRow, type SummaryCurrency, type TopDealer, type TopRider } from '@rr/contracts';
import { exportHeader, type ExportColumn } from '@rr/server-kit/tabular-export';

/**
 * The columns of each report's export: headers are `report.column.*` message ids (libs/server-kit/src/i18n), money is
 * written in units of its currency (cents / 100, a number cell), rates as spec §5 percentages (`percentFigure`), instants
 * as ISO text (UTC), the words (pro or amateur, status, method, totals, no series) in the export's locale and exactly as
 * the report pages word them: `report.row.*` and `report.value.*` in libs/server-kit/src/i18n equal the page's
 * `admin.reports.*` texts in mf-admin/src/features/reports/i18n (services/payouts/test/reports-export.test.ts checks).
 */
const units = (cents: number) => cents / 100;

export function summaryColumns(): ExportColumn<SummaryCurrency>[] {
  return [
    { header: 'report.column.currency', width: 9, value: (row) => row.currency },
    { header: 'report.column.available', value: (row) => units(row.available) },
    { header: 'report.column.earned', value: (row) => units(row.earned) },
    { header: 'report.column.earnedCash', value: (row) => units(row.earnedCash) },
    { header: 'report.column.earnedCredit', value: (row) => units(row.earnedCredit) },
    { header: 'report.column.earnedBonus', value: (row) => units(row.earnedBonus) },
    { header: 'report.column.earnRate', value: (row) => ratioFigure(row.earnRate) },
    { header: 'report.column.redeemed', value: (row) => units(row.redeemed) },
    { header: 'report.column.refunded', value: (row) => units(row.refunded) },
    { header: 'report.column.redemptionRate', value: (row) => ratioFigure(row.redemptionRate) },
    { header: 'report.column.cashedOut', value: (row) => units(row.cashedOut) },
    { header: 'report.column.expired', value: (row) => units(row.expired) },
    { header: 'report.column.withheld', value: (row) => units(row.withheld) },
  ];
}

/** A market share line of the export: the report's rows, then its total (`total: true`). */
export type MarketShareLine = MarketShareRow & { total: boolean };

/**
 * The first cell of a market share line, worded as the report page words it (mf-admin's market-share-report.tsx): the
 * total is "All months" / "All series", a month is its `YYYY-MM`, a series its name, and a line without a series name
 * (no series, or one the read model has no name for) "No series".
 */
export function marketShareColumns(by: 'month' | 'series', locale: Locale): ExportColumn<MarketShareLine>[] {
  const label = (row: MarketShareLine) => {
    if (row.total) return exportHeader(by === 'month' ? 'report.row.allMonths' : 'report.row.allSeries', locale);
    if (by === 'month') return row.key;
    return row.name ?? exportHeader('report.row.noSeries', locale);
  };
  return [
    { header: by === 'month' ? 'report.column.month' : 'report.column.series', width: by === 'month' ? 10 : 30, value: label },
    { header: 'report.column.events', value: (row) => row.events },
    { header: 'report.column.finishers', value: (row) => row.finishers },
    { header: 'report.column.makerFinishers', value: (row) => row.makerFinishers },
    { header: 'report.column.finisherShare', value: (row) => percentFigure(row.finisherShare) },
    { header: 'report.column.paidPlaces', value: (row) => row.paidPlaces },
    { header: 'report.column.makerPaidPlaces', value: (row) => row.makerPaidPlaces },
    { header: 'report.column.payoutShare', value: (row) => percentFigure(row.payoutShare) },
  ];
}

export function riderEarningsColumns(locale: Locale): ExportColumn<RiderEarningsRow>[] {
  return [
    { header: 'report.column.rider', width: 26, value: (row) => row.name },
    { header: 'report.column.email', width: 32, value: (row) => row.email },
    { header: 'report.column.country', width: 9, value: (row) => row.country },
    { header: 'report.column.proOrAmateur', width: 16, value: (row) => exportHeader(row.pro ? 'report.value.proRider' : 'report.value.amateurRider', locale) },
    { header: 'report.column.currency', width: 9, value: (row) => row.currency },
    { header: 'report.column.earned', value: (row) => units(row.earned) },
    { header: 'report.column.earnedCash', value: (row) => units(row.earnedCash) },
    { header: 'report.column.earnedCredit', value: (row) => units(row.earnedCredit) },
    { header: 'report.column.earnedBonus', value: (row) => units(row.earnedBonus) },
    { header: 'report.column.withheld', value: (row) => units(row.withheld) },
    { header: 'report.column.earnings', value: (row) => row.earnings },
  ];
}

export function riderRedemptionsColumns(): ExportColumn<RiderRedemptionsRow>[] {
  return [
    { header: 'report.column.rider', width: 26, value: (row) => row.name },
    { header: 'report.column.country', width: 9, value: (row) => row.country },
    { header: 'report.column.currency', width: 9, value: (row) => row.currency },
    { header: 'report.column.redemptions', value: (row) => row.redemptions },
    { header: 'report.column.redeemed', value: (row) => units(row.redeemed) },
    { header: 'report.column.refunded', value: (row) => units(row.refunded) },
    { header: 'report.column.dealers', value: (row) => row.dealers },
    { header: 'report.column.lastRedeemedAt', width: 26, value: (row) => row.lastRedeemedAt },
  ];
}

/** A payment provider as people know it ("Tremendous", "Test provider" for the built-in fake), never its id. */
export function providerName(provider: string, locale: Locale): string {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(provider) ? exportHeader(`report.value.provider.${provider}`, locale) : provider;
}

export function cashoutColumns(locale: Locale): ExportColumn<CashoutReportRow>[] {
  return [
    { header: 'report.column.createdAt', width: 26, value: (row) => row.createdAt },
    { header: 'report.column.rider', width: 26, value: (row) => row.name },
    { header: 'report.column.country', width: 9, value: (row) => row.country },
    { header: 'report.column.provider', width: 16, value: (row) => providerName(row.provider, locale) },
    { header: 'report.column.method', width: 16, value: (row) => exportHeader(`report.value.method.${row.method}`, locale) },
    { header: 'report.column.status', value: (row) => exportHeader(`report.value.status.${row.status}`, locale) },
    { header: 'report.column.amount', value: (row) => units(row.amount) },
    { header: 'report.column.currency', width: 9, value: (row) => row.currency },
    { header: 'report.column.previousBalance', value: (row) => units(row.previousBalance) },
    { header: 'report.column.newBalance', value: (row) => units(row.newBalance) },
    { header: 'report.column.withheld', value: (row) => units(row.withheld) },
    { header: 'report.column.providerOrderId', width: 24, value: (row) => row.providerOrderId },
  ];
}

export function topRiderColumns(): ExportColumn<TopRider>[] {
  return [
    { header: 'report.column.rider', width: 26, value: (row) => row.name },
    { header: 'report.column.country', width: 9, value: (row) => row.country },
    { header: 'report.column.currency', width: 9, value: (row) => row.currency },
    { header: 'report.column.earned', value: (row) => units(row.earned) },
    { header: 'report.column.earnedCash', value: (row) => units(row.earnedCash) },
    { header: 'report.column.earnedCredit', value: (row) => units(row.earnedCredit) },
    { header: 'report.column.earnedBonus', value: (row) => units(row.earnedBonus) },
    { header: 'report.column.earnings', value: (row) => row.earnings },
    { header: 'report.column.redeemed', value: (row) => units(row.redeemed) },
  ];
}

export function topDealerColumns(): ExportColumn<TopDealer>[] {
  return [
    { header: 'report.column.dealer', width: 30, value: (row) => row.name },
    { header: 'report.column.country', width: 9, value: (row) => row.country },
    { header: 'report.column.currency', width: 9, value: (row) => row.currency },
    { header: 'report.column.redemptions', value: (row) => row.redemptions },
    { header: 'report.column.redeemed', value: (row) => units(row.redeemed) },
    { header: 'report.column.riders', value: (row) => row.riders },
  ];
}

/** Every row of a paged source, `size` at a time, until a short page. */
export async function* pagesOf<R>(read: (window: { limit: number; offset: number }) => Promise<R[]>, size = 5000): AsyncGenerator<R[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await read({ limit: size, offset });
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** One batch. */
export async function* once<R>(rows: R[]): AsyncGenerator<R[]> {
  yield rows;
}
