import type { Context } from 'koa';
import { pagination, type Locale, type VinReportQuery, type VinReportResponse, type VinReportRow } from '@rr/contracts';
import { exportHeader, sendExport, type ExportColumn } from '@rr/server-kit/tabular-export';
import type { IdentityDb } from '../data-access/database.js';
import type { BikeValidity } from '../data-access/models/index.js';
import { countVinReportByStatus, findVinReportIds, findVinReportRows, findVinReportRowsByIds, vinReportChoices } from '../data-access/vin-report-repository.js';

/**
 * The rider VIN report (spec §2 "rider-vin-report", §7 `GET /api/vin-report`): one row per bike with
 * its rider, VIN status and reason, model and year; filtered by status, model, year, the rider's country and a search
 * (rider name, e-mail, VIN or model); paged and sorted, with the bikes by status under the same filters; every
 * matching row as CSV or XLSX in the caller's locale (made here with @rr/server-kit's tabular export, so the browser
 * never loads a spreadsheet library).
 */

/** At most this many rows in one export. */
export const VIN_REPORT_EXPORT_LIMIT = 100_000;

/** `GET /api/vin-report`: a page of bikes, the totals by status, and the choices of the filters. */
export async function vinReport(db: IdentityDb, query: VinReportQuery): Promise<VinReportResponse> {
  const totalsRows = await countVinReportByStatus(db, query);
  const totals: Record<BikeValidity, number> = { verified: 0, invalid: 0, unverified: 0 };
  for (const row of totalsRows) totals[row.valid] = Number(row.total);
  const total = query.status ? totals[query.status] : totals.verified + totals.invalid + totals.unverified;
  const [rows, choices] = await Promise.all([findVinReportRows(db, query, query.limit, (query.page - 1) * query.limit), vinReportChoices(db)]);
  return { rows, pagination: pagination(query.page, query.limit, total), totals, ...choices };
}

// ── exports ──

/** The export's columns in a locale: headers and the status, reason and yes/no cells from @rr/contracts' `report.vin.*`. */
export function vinReportColumns(locale: Locale): ExportColumn<VinReportRow>[] {
  const text = (id: string) => exportHeader(id, locale);
  return [
    { header: 'report.vin.rider', width: 26, value: (row) => row.riderName },
    { header: 'report.vin.email', width: 32, value: (row) => row.email },
    { header: 'report.vin.country', width: 9, value: (row) => row.country },
    { header: 'report.vin.pro', width: 6, value: (row) => text(row.pro ? 'report.vin.yes' : 'report.vin.no') },
    { header: 'report.vin.account', width: 12, value: (row) => text(row.deActivated ? 'report.vin.deactivated' : 'report.vin.active') },
    { header: 'report.vin.make', width: 16, value: (row) => row.make },
    { header: 'report.vin.model', width: 16, value: (row) => row.model },
    { header: 'report.vin.year', width: 7, value: (row) => row.year },
    { header: 'report.vin.vin', width: 21, value: (row) => row.vin },
    { header: 'report.vin.status', width: 14, value: (row) => text(`report.vin.status.${row.valid}`) },
    { header: 'report.vin.reason', width: 38, value: (row) => text(`report.vin.reason.${row.reason}`) },
    { header: 'report.vin.added', width: 20, value: (row) => row.createdAt.replace('T', ' ').slice(0, 19) },
  ];
}

/** Export rows are read this many at a time (same order as the page, ids breaking ties, so no row is read twice). */
const EXPORT_BATCH = 2000;

/** The matching bikes in report order: their ids sorted once, then the rows a batch of ids at a time. */
export async function* vinReportBatches(db: IdentityDb, query: VinReportQuery): AsyncGenerator<VinReportRow[]> {
  const ids = await findVinReportIds(db, query, VIN_REPORT_EXPORT_LIMIT);
  for (let i = 0; i < ids.length; i += EXPORT_BATCH) yield await findVinReportRowsByIds(db, ids.slice(i, i + EXPORT_BATCH));
}

/**
 * Every matching row (up to the limit) as a CSV or XLSX attachment in `locale`, written by @rr/server-kit's tabular
 * export (UTF-8 BOM and CRLF, or a workbook with a bold frozen header; formula-safe cells), a batch at a time.
 */
export function sendVinReportExport(http: Context, db: IdentityDb, query: VinReportQuery, format: 'csv' | 'xlsx', locale: Locale): void {
  sendExport(http, {
    format,
    fileName: 'rider-vin-report',
    columns: vinReportColumns(locale),
    batches: vinReportBatches(db, query),
    locale,
    sheetName: exportHeader('report.vin.title', locale),
  });
}
