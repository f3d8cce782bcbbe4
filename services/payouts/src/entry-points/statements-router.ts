import Router from '@koa/router';
import type { Context } from 'koa';
import { reportExportParamsSchema } from '@rr/contracts';
import { STATEMENT_FORMATS, statementFileQuerySchema, statementRiderQuerySchema, yearEndQuerySchema, type StatementFormat } from '@rr/contracts/statements';
import { allow, notFound, parseQuery } from '@rr/server-kit';
import { exportLocale, sendExport } from '@rr/server-kit/tabular-export';
import type { PayoutsDb } from '../data-access/database.js';
import type { RiderFactsSource } from '../domain/rider-facts.js';
import { renderStatementPdf, statementColumns, statementRows, yearEndColumns } from '../domain/statement-files.js';
import { isClosedYear, lastClosedYear, riderStatement, statementYears, yearEndReport } from '../domain/year-statements.js';
import { once } from '../reporting/queries/exports.js';

export interface StatementsRouterDeps {
  db: PayoutsDb;
  riders: RiderFactsSource;
  /** BRAND_NAME (default 'Race Rewards'): the statement's heading. */
  brandName?: string;
  now?: () => Date;
}

/** `2025.pdf` → the year and the format, or null. */
function fileOf(name: string | undefined): { year: number; format: StatementFormat } | null {
  const match = /^(\d{4})\.([a-z]+)$/.exec(name ?? '');
  if (!match || !(STATEMENT_FORMATS as readonly string[]).includes(match[2]!)) return null;
  return { year: Number(match[1]), format: match[2] as StatementFormat };
}

/**
 * Year-end statements and the finance team's year-end report (docs/reports.md "Year-end statements", docs/api.md):
 *
 * - `GET /api/rider/statements` → the closed years the signed-in rider had money in; `GET /api/rider/statement/{year}.{json|pdf|csv}`
 *   → their statement of a closed year (404 for the current or a later year), in `?locale=` or their own language.
 *   A rider only ever reads their own: the rider is the caller (`sub`), never a parameter.
 * - `GET /api/admin/statements?riderId=` and `GET /api/admin/statement/{year}.{json|pdf|csv}?riderId=`: staff, any rider,
 *   any year up to the current one (to date).
 * - `GET /api/admin/aggregates/year-end?year=&show=` and `…/year-end/export?year=&show=&format=csv|xlsx&locale=`: the report.
 *
 * The access router has checked the registry's rows first (`/api/:role/statement*`: own('rider', 'admin'); `/api/admin/aggregates`: admin).
 */
export function statementsRouter(deps: StatementsRouterDeps): Router {
  const router = new Router({ prefix: '/api' });
  const { db, riders } = deps;
  const now = deps.now ?? (() => new Date());
  const brandName = deps.brandName ?? 'Race Rewards';

  async function sendStatement(ctx: Context, riderId: string, name: string | undefined, asked: unknown, staff: boolean) {
    const file = fileOf(name);
    const today = now();
    // Riders read closed years only; staff also the current year, to date.
    if (!file || (staff ? file.year > lastClosedYear(today) + 1 : !isClosedYear(file.year, today))) throw notFound('No statement for that year');
    const facts = (await riders.statementFacts([riderId])).get(riderId);
    const statement = await riderStatement(db, riderId, file.year, facts, today);
    const locale = exportLocale(typeof asked === 'string' && asked ? asked : facts?.locale);
    ctx.set('Cache-Control', 'private, no-store');
    if (file.format === 'json') {
      ctx.body = statement;
      return;
    }
    const fileName = `statement-${file.year}`;
    if (file.format === 'csv') {
      const rows = statementRows(statement, locale);
      sendExport(ctx, { format: 'csv', fileName, columns: statementColumns(locale), batches: once(rows), locale, sheetName: fileName });
      return;
    }
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', `attachment; filename="${fileName}.pdf"`);
    ctx.body = await renderStatementPdf(statement, { locale, brandName });
  }

  router.get('/rider/statements', allow('rider'), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await statementYears(db, ctx.state.identity.sub, now());
  });
  router.get('/rider/statement/:file', allow('rider'), async (ctx) => {
    const { locale } = parseQuery(statementFileQuerySchema, ctx.query);
    await sendStatement(ctx, ctx.state.identity.sub, ctx.params.file, locale, false);
  });

  router.get('/admin/statements', allow('admin'), async (ctx) => {
    const { riderId } = parseQuery(statementRiderQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await statementYears(db, riderId, now());
  });
  router.get('/admin/statement/:file', allow('admin'), async (ctx) => {
    const { riderId, locale } = parseQuery(statementRiderQuerySchema, ctx.query);
    await sendStatement(ctx, riderId, ctx.params.file, locale, true);
  });

  router.get('/admin/aggregates/year-end', allow('admin'), async (ctx) => {
    const query = parseQuery(yearEndQuerySchema, ctx.query);
    const today = now();
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await yearEndReport(db, (ids) => riders.statementFacts(ids), query.year ?? lastClosedYear(today), query.show, today);
  });
  router.get('/admin/aggregates/year-end/export', allow('admin'), async (ctx) => {
    const { format, locale: asked } = parseQuery(reportExportParamsSchema, ctx.query);
    const query = parseQuery(yearEndQuerySchema, ctx.query);
    const today = now();
    const year = query.year ?? lastClosedYear(today);
    const locale = exportLocale(asked);
    const report = await yearEndReport(db, (ids) => riders.statementFacts(ids), year, query.show, today);
    sendExport(ctx, { format, fileName: `year-end-${year}`, columns: yearEndColumns(locale), batches: once(report.rows), locale, sheetName: `year-end-${year}` });
  });

  return router;
}
