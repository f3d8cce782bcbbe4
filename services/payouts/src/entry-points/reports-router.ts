import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import {
  cashoutReportQuerySchema,
  recentPayoutsQuerySchema,
  reportExportParamsSchema,
  reportRangeQuerySchema,
  riderEarningsQuerySchema,
  riderRedemptionsQuerySchema,
  topListQuerySchema,
  type ExportableReport,
} from '@rr/contracts';
import { allow, parseQuery } from '@rr/server-kit';
import { exportLocale, sendExport, type ExportColumn } from '@rr/server-kit/tabular-export';
import type { PayoutsDb } from '../data-access/database.js';
import { ReportCache } from '../reporting/queries/cache.js';
import { cashoutReport, cashoutRows } from '../reporting/queries/cashout-report.js';
import {
  cashoutColumns,
  marketShareColumns,
  once,
  pagesOf,
  riderEarningsColumns,
  riderRedemptionsColumns,
  summaryColumns,
  topDealerColumns,
  topRiderColumns,
  type MarketShareLine,
} from '../reporting/queries/exports.js';
import { marketShare } from '../reporting/queries/market-share.js';
import { resolveRange, type DayRange } from '../reporting/queries/range.js';
import { recentPayouts } from '../reporting/queries/recent-payouts.js';
import { riderEarningsReport, riderEarningsRows } from '../reporting/queries/rider-earnings.js';
import { riderRedemptionsReport, riderRedemptionsRows } from '../reporting/queries/rider-redemptions.js';
import { reportSummary } from '../reporting/queries/summary.js';
import { riderStats, topDealers, topRiders } from '../reporting/queries/top-lists.js';

export interface ReportsRouterDeps {
  db: PayoutsDb;
  /** The payment provider's name on the cash-out report (`tremendous`, or `fake` when the built-in fake provider runs). */
  providerName: string;
  /** The answers' cache (one per app by default). */
  cache?: ReportCache;
}

/**
 * The administrators' dashboard figures and reports (spec §3 Aggregates), read from the reporting read model
 * (`report_*` tables) and payouts' own tables. Admin only (the access router checks the registry's row first; each
 * route checks again). Query errors are the usual 400 VALIDATION body, a start after the end `validation.date.order` on
 * `endDate`. Range reports are cached per query for REPORT_CACHE_SECONDS (`noCache=true` reads the tables); exports
 * (`…/<report>/export?format=csv|xlsx&locale=`) write every matching row, never from the cache.
 */
export function reportsRouter(deps: ReportsRouterDeps): Router {
  const router = new Router({ prefix: '/api/admin/aggregates' });
  const cache = deps.cache ?? new ReportCache();
  const { db } = deps;

  /** A cached JSON report: the query parsed with its contract schema, the range resolved, the answer per normalised query. */
  function cachedReport<S extends z.ZodType<{ noCache?: boolean; startDate?: string; endDate?: string }>>(path: string, schema: S, compute: (query: z.output<S>, range: DayRange) => Promise<object>) {
    router.get(`/${path}`, allow('admin'), async (ctx) => {
      const query = parseQuery(schema, ctx.query);
      const range = resolveRange(query);
      const { noCache, ...rest } = query as z.output<S> & { noCache?: boolean };
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await cache.answer(ReportCache.key(path, { ...rest, ...range }), noCache === true, () => compute(query, range));
    });
  }

  cachedReport('summary', reportRangeQuerySchema, (_query, range) => reportSummary(db, range));
  cachedReport('market-share-month', reportRangeQuerySchema, (_query, range) => marketShare(db, range, 'month'));
  cachedReport('market-share-series', reportRangeQuerySchema, (_query, range) => marketShare(db, range, 'series'));
  cachedReport('top-pro-riders', topListQuerySchema, (query, range) => topRiders(db, range, true, query.limit));
  cachedReport('top-amateur-riders', topListQuerySchema, (query, range) => topRiders(db, range, false, query.limit));
  cachedReport('pro-rider-stats', reportRangeQuerySchema, (_query, range) => riderStats(db, range, true));
  cachedReport('amateur-rider-stats', reportRangeQuerySchema, (_query, range) => riderStats(db, range, false));
  cachedReport('top-dealers', topListQuerySchema, (query, range) => topDealers(db, range, query.limit));
  cachedReport('rider-earnings', riderEarningsQuerySchema, (query, range) => riderEarningsReport(db, range, query));
  cachedReport('rider-redemptions', riderRedemptionsQuerySchema, (query, range) => riderRedemptionsReport(db, range, query));
  cachedReport('cash-out-report', cashoutReportQuerySchema, (query, range) => cashoutReport(db, range, query, deps.providerName));

  /** `?startDate&endDate&page&limit` (5 a page) → the newest earnings, never cached (the dashboard's "recent payouts"). */
  router.get('/payouts', allow('admin'), async (ctx) => {
    const query = parseQuery(recentPayoutsQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await recentPayouts(db, query);
  });

  // ── exports: every matching row, headers in `locale` ──

  function exportRoute<S extends z.ZodType<{ startDate?: string; endDate?: string }>, R>(
    report: ExportableReport,
    schema: S,
    build: (query: z.output<S>, range: DayRange, locale: ReturnType<typeof exportLocale>) => { columns: ExportColumn<R>[]; batches: AsyncIterable<R[]> },
  ) {
    router.get(`/${report}/export`, allow('admin'), async (ctx: Context) => {
      const { format, locale: asked } = parseQuery(reportExportParamsSchema, ctx.query);
      const query = parseQuery(schema, ctx.query);
      const range = resolveRange(query);
      const locale = exportLocale(asked);
      const { columns, batches } = build(query, range, locale);
      sendExport(ctx, { format, fileName: `${report}-${range.startDate}-${range.endDate}`, columns, batches, locale, sheetName: report });
    });
  }

  exportRoute('summary', reportRangeQuerySchema, (_query, range) => ({ columns: summaryColumns(), batches: lazy(async () => (await reportSummary(db, range)).currencies) }));
  for (const by of ['month', 'series'] as const) {
    exportRoute(`market-share-${by}`, reportRangeQuerySchema, (_query, range, locale) => ({
      columns: marketShareColumns(by, locale),
      batches: lazy(async (): Promise<MarketShareLine[]> => {
        const share = await marketShare(db, range, by);
        return [...share.rows.map((row) => ({ ...row, total: false })), { ...share.total, total: true }];
      }),
    }));
  }
  exportRoute('top-pro-riders', topListQuerySchema, (query, range) => ({ columns: topRiderColumns(), batches: lazy(async () => (await topRiders(db, range, true, query.limit)).riders) }));
  exportRoute('top-amateur-riders', topListQuerySchema, (query, range) => ({ columns: topRiderColumns(), batches: lazy(async () => (await topRiders(db, range, false, query.limit)).riders) }));
  exportRoute('top-dealers', topListQuerySchema, (query, range) => ({ columns: topDealerColumns(), batches: lazy(async () => (await topDealers(db, range, query.limit)).dealers) }));
  exportRoute('rider-earnings', riderEarningsQuerySchema, (query, range, locale) => ({ columns: riderEarningsColumns(locale), batches: pagesOf((window) => riderEarningsRows(db, range, query, window)) }));
  exportRoute('rider-redemptions', riderRedemptionsQuerySchema, (query, range) => ({ columns: riderRedemptionsColumns(), batches: pagesOf((window) => riderRedemptionsRows(db, range, query, window)) }));
  exportRoute('cash-out-report', cashoutReportQuerySchema, (query, range, locale) => ({ columns: cashoutColumns(locale), batches: pagesOf((window) => cashoutRows(db, range, query, window, deps.providerName)) }));

  return router;
}

/** One batch, read when the export starts streaming. */
async function* lazy<R>(read: () => Promise<R[]>): AsyncGenerator<R[]> {
  yield* once(await read());
}
