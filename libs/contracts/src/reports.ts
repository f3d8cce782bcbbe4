import { z } from 'zod';
import { CURRENCIES } from './enums';
import { SORT_DIRECTIONS } from './events';
import { CASHOUT_STATUSES } from './wallet';
import { paginationSchema, queryChoice, queryDay, queryInteger, queryPaging, queryText } from './query';
import { PROGRAMME_TIME_ZONE, programmeDay } from './time-zones';

/**
 * The administrators' dashboard and reports (spec §2 admin reports, §3 Aggregates, §9 contingency chart).
 *
 * Every figure comes from payouts' reporting read model (services/payouts/src/reporting, docs/reports.md), never from
 * a join across the services' databases at request time. Days are programme days (America/Los_Angeles), both ends
 * of a range included. Money is whole cents of one currency and never added across currencies: every money figure
 * sits in a row that names its currency.
 */

/** The programme's day: every range edge and every "per day/month" bucket is a day in this zone (spec §5). */
export const REPORT_TIME_ZONE = PROGRAMME_TIME_ZONE;

/** The default range: 1 January of the current programme year up to today (the contingency chart starts there, spec §9). */
export function defaultReportRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const today = programmeDay(now);
  return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
}

/**
 * Spec §5 percentages: a value above 1 is shown as it is, otherwise it is a ratio, multiplied by 100 and rounded down.
 * Rates in these answers are ratios (0.4231 = 42 %), or null when the base is 0 (nothing to divide by).
 */
export function percentFigure(value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  // × 100 in binary floating point can land just under a whole number (0.29 × 100 = 28.999…): round that error away first.
  return value > 1 ? value : Math.floor(Number((value * 100).toFixed(9)));
}

/**
 * A rate that may pass 1 (the summary's earn and redemption rates: a period can redeem more credit than it earned) as
 * a percent figure: always × 100, rounded down (2.15 is 215). `percentFigure` would read 2.15 as a percent already.
 */
export function ratioFigure(value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return Math.floor(Number((value * 100).toFixed(9)));
}

/** `?startDate&endDate&noCache`: the range (defaults: `defaultReportRange()`), `noCache=true` answers from the tables, not the cache. */
export const reportRangeQuerySchema = z.object({
  startDate: queryDay(),
  endDate: queryDay(),
  noCache: queryChoice(['true', 'false', '1', '0'] as const).transform((value) => value === 'true' || value === '1'),
});
export type ReportRangeQuery = z.output<typeof reportRangeQuerySchema>;

const currency = z.enum(CURRENCIES);
const cents = z.number().int();
/** A ratio (0.25 = 25 %; may pass 1) or null when its base is 0. Shown with `formatRatioPercent` (@rr/ui). */
const rate = z.number().nullable();
const range = z.object({ startDate: z.string(), endDate: z.string() });
/** When the figures were computed (ISO), and whether they came from the cache (at most REPORT_CACHE_SECONDS old). */
const freshness = { generatedAt: z.string(), cached: z.boolean() };

/** How long an answer may be served from the cache (per query; `noCache=true` bypasses it). */
export const REPORT_CACHE_SECONDS = 60;

// ── summary (GET /api/admin/aggregates/summary) ──

/** One currency's money in the range. */
export const summaryCurrencySchema = z.object({
  currency,
  /** Contingency promised: the payout tables of the active, paying, not canceled events whose first day is in the range. */
  available: cents,
  /** Earned in the range (by award day): every award less what was reversed, cash + dealer credit + bonus. */
  earned: cents,
  earnedCash: cents,
  earnedCredit: cents,
  earnedBonus: cents,
  /** earned / available. */
  earnRate: rate,
  /**
   * Dealer credit and bonus redeemed at dealers on the days of the range (each redemption on its own day): a refund
   * made later never lowers it.
   */
  redeemed: cents,
  /** Redemptions refunded on the days of the range (each refund on its own day, whenever the redemption was made). */
  refunded: cents,
  /** redeemed / (earnedCredit + earnedBonus). */
  redemptionRate: rate,
  /** Cash paid out through the payment provider (settled cash-outs) in the range. */
  cashedOut: cents,
  /** Credit that expired unspent in the range. */
  expired: cents,
  /** Tax withheld from cash earnings in the range. */
  withheld: cents,
});
export type SummaryCurrency = z.infer<typeof summaryCurrencySchema>;

/** One month of the contingency chart, one currency: redemptions and refunds each on their own days, both positive. */
export const summaryMonthSchema = z.object({ month: z.string(), currency, available: cents, earned: cents, redeemed: cents, refunded: cents, cashedOut: cents });
export type SummaryMonth = z.infer<typeof summaryMonthSchema>;

export const reportSummarySchema = z.object({
  range,
  /** Calendar months the range touches. */
  months: z.number().int(),
  /**
   * The events of the range, counted as market share counts them (`COUNTED_EVENTS` in docs/reports.md): active, not
   * canceled, first day in the range, paying or not, results in or not.
   */
  events: z.number().int(),
  /** Riders with at least one earning in the range. */
  riders: z.number().int(),
  /** One row per currency with money or events in the range (USD first). */
  currencies: z.array(summaryCurrencySchema),
  /** Month by month, each currency apart (the contingency chart). */
  byMonth: z.array(summaryMonthSchema),
  ...freshness,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

// ── market share (GET /api/admin/aggregates/market-share-month, /market-share-series) ──

/**
 * The maker's share: of the finishers on each event's paying result type (the overall, or the supercross main), how many
 * rode the maker's bikes (the timing sheet's bike or VIN names one of the programme's makes, or the line is a matched
 * programme rider); of the paid places (places the event's payout table pays), how many the maker's bikes took.
 */
export const marketShareRowSchema = z.object({
  /** `YYYY-MM` (by month) or the series' id (by series; `null` = events in no series). */
  key: z.string().nullable(),
  /** The series' name (by series), else null. */
  name: z.string().nullable(),
  /** The events of the month or series, counted as the summary counts them (results in or not; those without add no finishers). */
  events: z.number().int(),
  finishers: z.number().int(),
  makerFinishers: z.number().int(),
  finisherShare: rate,
  paidPlaces: z.number().int(),
  makerPaidPlaces: z.number().int(),
  payoutShare: rate,
});
export type MarketShareRow = z.infer<typeof marketShareRowSchema>;
export const marketShareSchema = z.object({ range, rows: z.array(marketShareRowSchema), total: marketShareRowSchema, ...freshness });
export type MarketShare = z.infer<typeof marketShareSchema>;

// ── top riders, rider stats, top dealers ──

/** `?startDate&endDate&noCache&limit` (1–100, default 10). */
export const topListQuerySchema = reportRangeQuerySchema.extend({ limit: queryInteger(1, 100).transform((value) => value ?? 10) });
export type TopListQuery = z.output<typeof topListQuerySchema>;

/** A rider ranked by what they earned in the range, in one currency (a rider appears once per currency they earned in). */
export const topRiderSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  country: z.string(),
  currency,
  earned: cents,
  earnedCash: cents,
  earnedCredit: cents,
  earnedBonus: cents,
  /** Earnings (lots) awarded in the range. */
  earnings: z.number().int(),
  /** Redeemed at dealers on the days of the range (refunds made later do not lower it). */
  redeemed: cents,
});
export type TopRider = z.infer<typeof topRiderSchema>;
export const topRidersSchema = z.object({ range, riders: z.array(topRiderSchema), ...freshness });
export type TopRiders = z.infer<typeof topRidersSchema>;

/** Pro or amateur riders' figures in the range, per currency. */
export const riderStatsCurrencySchema = z.object({ currency, riders: z.number().int(), earned: cents, averagePerRider: cents, redeemed: cents, cashedOut: cents });
export const riderStatsSchema = z.object({
  range,
  /** Riders of the group with an account (active), and with an earning in the range. */
  registered: z.number().int(),
  earning: z.number().int(),
  currencies: z.array(riderStatsCurrencySchema),
  ...freshness,
});
export type RiderStats = z.infer<typeof riderStatsSchema>;

export const topDealerSchema = z.object({
  dealerId: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  currency,
  redemptions: z.number().int(),
  redeemed: cents,
  /** Different riders who redeemed there in the range. */
  riders: z.number().int(),
});
export type TopDealer = z.infer<typeof topDealerSchema>;
export const topDealersSchema = z.object({ range, dealers: z.array(topDealerSchema), ...freshness });
export type TopDealers = z.infer<typeof topDealersSchema>;

// ── recent payouts (GET /api/admin/aggregates/payouts) ──

export const recentPayoutsQuerySchema = z.object({ startDate: queryDay(), endDate: queryDay(), ...queryPaging(5) });
export type RecentPayoutsQuery = z.output<typeof recentPayoutsQuerySchema>;
/** An earning as staff see it on the dashboard: newest first. */
export const recentPayoutSchema = z.object({
  _id: z.string(),
  awardedAt: z.string(),
  riderId: z.string(),
  riderName: z.string(),
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
  type: z.enum(['cash', 'credit', 'bonus']),
  amount: cents,
  currency,
  status: z.string(),
});
export type RecentPayout = z.infer<typeof recentPayoutSchema>;
export const recentPayoutsSchema = z.object({ payouts: z.array(recentPayoutSchema), pagination: paginationSchema });
export type RecentPayouts = z.infer<typeof recentPayoutsSchema>;

// ── tabular reports: rider earnings, rider redemptions, cash-outs ──

/** The table part of a report query: paging (25 a page), text search, currency, sort. */
function tableQuery<const S extends readonly string[]>(sorts: S) {
  return reportRangeQuerySchema.extend({
    ...queryPaging(25),
    query: queryText(100),
    currency: queryChoice(CURRENCIES),
    sortBy: queryChoice(sorts),
    sortDirection: queryChoice(SORT_DIRECTIONS),
  });
}

export const RIDER_EARNINGS_SORTS = ['name', 'country', 'earned', 'earnedCash', 'earnedCredit', 'earnedBonus', 'withheld', 'earnings'] as const;
export const riderEarningsQuerySchema = tableQuery(RIDER_EARNINGS_SORTS).extend({ pro: queryChoice(['true', 'false'] as const) });
export type RiderEarningsQuery = z.output<typeof riderEarningsQuerySchema>;
export const riderEarningsRowSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  pro: z.boolean(),
  currency,
  earned: cents,
  earnedCash: cents,
  earnedCredit: cents,
  earnedBonus: cents,
  withheld: cents,
  earnings: z.number().int(),
});
export type RiderEarningsRow = z.infer<typeof riderEarningsRowSchema>;

export const RIDER_REDEMPTIONS_SORTS = ['name', 'country', 'redeemed', 'redemptions', 'refunded', 'dealers', 'lastRedeemedAt'] as const;
export const riderRedemptionsQuerySchema = tableQuery(RIDER_REDEMPTIONS_SORTS);
export type RiderRedemptionsQuery = z.output<typeof riderRedemptionsQuerySchema>;
export const riderRedemptionsRowSchema = z.object({
  riderId: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  currency,
  /** Redemptions made on the days of the range and what they took, refunded since or not. */
  redemptions: z.number().int(),
  redeemed: cents,
  /** Refunds made on the days of the range, whenever the redemption was made. */
  refunded: cents,
  dealers: z.number().int(),
  lastRedeemedAt: z.string().nullable(),
});
export type RiderRedemptionsRow = z.infer<typeof riderRedemptionsRowSchema>;

/**
 * The payment providers a cash-out goes through: Tremendous, or the built-in fake of a stack without a provider key,
 * which people see as "Test provider".
 */
export const PAYMENT_PROVIDERS = ['tremendous', 'fake'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

export const CASHOUT_REPORT_SORTS = ['createdAt', 'name', 'amount', 'status', 'method'] as const;
export const cashoutReportQuerySchema = tableQuery(CASHOUT_REPORT_SORTS).extend({ status: queryChoice(CASHOUT_STATUSES) });
export type CashoutReportQuery = z.output<typeof cashoutReportQuerySchema>;
export const cashoutReportRowSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  riderId: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  /** The payment provider (`PAYMENT_PROVIDERS`): the pages and exports show its name, never this id. */
  provider: z.string(),
  method: z.string(),
  status: z.enum(CASHOUT_STATUSES),
  amount: cents,
  currency,
  previousBalance: cents,
  newBalance: cents,
  /** Tax withheld from this rider's cash earnings in the range (non-resident aliens, spec §9). */
  withheld: cents,
  providerOrderId: z.string().nullable(),
});
export type CashoutReportRow = z.infer<typeof cashoutReportRowSchema>;

/** A tabular report's page: its rows, paging, the totals of every matching row per currency, and a chart's series. */
function tableReport<R extends z.ZodTypeAny, T extends z.ZodTypeAny>(row: R, totals: T) {
  return z.object({
    range,
    rows: z.array(row),
    pagination: paginationSchema,
    totals: z.array(totals),
    /** Month by month for the chart, each currency apart. */
    byMonth: z.array(z.object({ month: z.string(), currency, amount: cents, count: z.number().int() })),
    ...freshness,
  });
}

export const riderEarningsReportSchema = tableReport(riderEarningsRowSchema, z.object({ currency, riders: z.number().int(), earned: cents, earnedCash: cents, earnedCredit: cents, earnedBonus: cents, withheld: cents }));
export type RiderEarningsReport = z.infer<typeof riderEarningsReportSchema>;
/** Month by month, redemptions by the month they were made, refunds by the month they were refunded (never netted). */
export const riderRedemptionsReportSchema = tableReport(riderRedemptionsRowSchema, z.object({ currency, riders: z.number().int(), redemptions: z.number().int(), redeemed: cents, refunded: cents })).extend({
  byMonth: z.array(z.object({ month: z.string(), currency, amount: cents, count: z.number().int(), refunded: cents })),
});
export type RiderRedemptionsReport = z.infer<typeof riderRedemptionsReportSchema>;
export const cashoutReportSchema = tableReport(cashoutReportRowSchema, z.object({ currency, status: z.enum(CASHOUT_STATUSES), cashouts: z.number().int(), amount: cents }));
export type CashoutReport = z.infer<typeof cashoutReportSchema>;

// ── exports ──

/**
 * `GET /api/admin/aggregates/<report>/export?format=csv|xlsx&locale=…` with the report's own filters: every matching row
 * (no paging), column headers in `locale`, cells formula-safe (text starting with = + - @ tab or CR gets a leading ').
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const reportExportParamsSchema = z.object({ format: queryChoice(EXPORT_FORMATS).transform((value) => value ?? 'csv'), locale: queryText(5) });

/** The reports with an export, and the path segment of each (`/api/admin/aggregates/<segment>/export`). */
export const EXPORTABLE_REPORTS = ['summary', 'market-share-month', 'market-share-series', 'rider-earnings', 'rider-redemptions', 'cash-out-report', 'top-pro-riders', 'top-amateur-riders', 'top-dealers'] as const;
export type ExportableReport = (typeof EXPORTABLE_REPORTS)[number];

// ── result-matching exceptions (GET /api/admin/events-exceptions, events service) ──

/** `?page&limit` (5 a page by default). */
export const exceptionEventsQuerySchema = z.object({ ...queryPaging(5) });
export type ExceptionEventsQuery = z.output<typeof exceptionEventsQuerySchema>;
/** An active event whose results still have lines to match (unmatched or ambiguous): most such lines first. */
export const exceptionEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  promoterId: z.string(),
  /** Result lines no rider is matched to yet (unmatched or ambiguous). */
  exceptions: z.number().int(),
});
export type ExceptionEvent = z.infer<typeof exceptionEventSchema>;
export const exceptionEventsSchema = z.object({ events: z.array(exceptionEventSchema), pagination: paginationSchema, lines: z.number().int() });
export type ExceptionEvents = z.infer<typeof exceptionEventsSchema>;
