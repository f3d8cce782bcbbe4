import type { Context } from 'koa';
import { pagination, type Locale, type VinReason, type VinReportQuery, type VinReportResponse, type VinReportRow } from '@rr/contracts';
import { exportHeader, sendExport, type ExportColumn } from '@rr/server-kit/tabular-export';
import { QueryTypes } from 'sequelize';
import type { IdentityDb } from '../data-access/database.js';
import type { BikeValidity } from '../data-access/models.js';

/**
 * The rider VIN report (spec §2 "rider-vin-report", §7 `GET /api/vin-report`): one row per bike with
 * its rider, VIN status and reason, model and year; filtered by status, model, year, the rider's country and a search
 * (rider name, e-mail, VIN or model); paged and sorted, with the bikes by status under the same filters; every
 * matching row as CSV or XLSX in the caller's locale (made here with @rr/server-kit's tabular export, so the browser
 * never loads a spreadsheet library).
 */

/** At most this many rows in one export. */
export const VIN_REPORT_EXPORT_LIMIT = 100_000;

const SORTS: Record<string, string[]> = {
  rider: ['r.last_name', 'r.first_name'],
  status: ['b.valid'],
  model: ['b.model', 'b.year'],
  year: ['b.year', 'b.model'],
  country: ['r.country', 'r.last_name'],
  vin: ['b.vin'],
  createdAt: ['b.created_at'],
};

interface Filters {
  where: string[];
  replacements: Record<string, unknown>;
}

/** The filters as SQL (status apart, so the totals by status can leave it out). '!' escapes LIKE's wildcards on both databases. */
function filtersOf(query: VinReportQuery): Filters {
  const where: string[] = [];
  const replacements: Record<string, unknown> = {};
  if (query.model) {
    where.push('b.model = :model');
    replacements.model = query.model;
  }
  if (query.year) {
    where.push('b.year = :year');
    replacements.year = query.year;
  }
  if (query.country) {
    where.push('r.country = :country');
    replacements.country = query.country;
  }
  (query.query ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .forEach((word, index) => {
      const key = `w${index}`;
      replacements[key] = `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      where.push(`(${['r.first_name', 'r.last_name', 'u.email', 'b.vin', 'b.model'].map((column) => `LOWER(${column}) LIKE :${key} ESCAPE '!'`).join(' OR ')})`);
    });
  return { where, replacements };
}

const FROM = 'FROM bikes b JOIN riders r ON r.user_id = b.rider_id JOIN users u ON u.id = r.user_id';
const whereSql = (where: string[]) => (where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '');

interface RawRow {
  rider_id: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  pro: number | boolean;
  deactivated: number | boolean;
  bike_id: string;
  make: string;
  model: string;
  year: number | string;
  vin: string;
  valid: BikeValidity;
  valid_reason: VinReason;
  created_at: Date | string;
}

const rowOf = (raw: RawRow): VinReportRow => ({
  riderId: raw.rider_id,
  riderName: `${raw.first_name} ${raw.last_name}`.trim(),
  email: raw.email,
  country: raw.country,
  pro: Boolean(Number(raw.pro)),
  deActivated: Boolean(Number(raw.deactivated)),
  bikeId: raw.bike_id,
  make: raw.make,
  model: raw.model,
  year: Number(raw.year),
  vin: raw.vin,
  valid: raw.valid,
  reason: raw.valid_reason,
  createdAt: new Date(raw.created_at).toISOString(),
});

const SELECTED = 'r.user_id AS rider_id, r.first_name, r.last_name, u.email, r.country, r.pro, u.deactivated, b.id AS bike_id, b.make, b.model, b.year, b.vin, b.valid, b.valid_reason, b.created_at';

/** The filters with the status, and the ORDER BY of the sort (bike ids breaking ties, so pages never overlap). */
function listSql(query: VinReportQuery): Filters & { order: string } {
  const { where, replacements } = filtersOf(query);
  if (query.status) {
    where.push('b.valid = :status');
    replacements.status = query.status;
  }
  const sort = query.sort ?? 'rider';
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  const columns = SORTS[sort.replace(/^-/, '')] ?? SORTS.rider!;
  return { where, replacements, order: [...columns.map((column) => `${column} ${direction}`), 'b.id ASC'].join(', ') };
}

async function selectRows(db: IdentityDb, query: VinReportQuery, limit: number, offset: number): Promise<VinReportRow[]> {
  const { where, replacements, order } = listSql(query);
  const rows = await db.sequelize.query<RawRow>(`SELECT ${SELECTED} ${FROM}${whereSql(where)} ORDER BY ${order} LIMIT :limit OFFSET :offset`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, limit, offset },
  });
  return rows.map(rowOf);
}

/** `GET /api/vin-report`: a page of bikes, the totals by status, and the choices of the filters. */
export async function vinReport(db: IdentityDb, query: VinReportQuery): Promise<VinReportResponse> {
  const { where, replacements } = filtersOf(query);
  const totalsRows = await db.sequelize.query<{ valid: BikeValidity; total: number | string }>(`SELECT b.valid AS valid, COUNT(*) AS total ${FROM}${whereSql(where)} GROUP BY b.valid`, {
    type: QueryTypes.SELECT,
    replacements,
  });
  const totals: Record<BikeValidity, number> = { verified: 0, invalid: 0, unverified: 0 };
  for (const row of totalsRows) totals[row.valid] = Number(row.total);
  const total = query.status ? totals[query.status] : totals.verified + totals.invalid + totals.unverified;
  const [rows, models, years, countries] = await Promise.all([
    selectRows(db, query, query.limit, (query.page - 1) * query.limit),
    db.sequelize.query<{ model: string }>('SELECT DISTINCT model FROM bikes ORDER BY model', { type: QueryTypes.SELECT }),
    db.sequelize.query<{ year: number | string }>('SELECT DISTINCT year FROM bikes ORDER BY year DESC', { type: QueryTypes.SELECT }),
    db.sequelize.query<{ country: string }>('SELECT DISTINCT r.country AS country FROM riders r JOIN bikes b ON b.rider_id = r.user_id ORDER BY r.country', { type: QueryTypes.SELECT }),
  ]);
  return {
    rows,
    pagination: pagination(query.page, query.limit, total),
    totals,
    models: models.map((row) => row.model),
    years: years.map((row) => Number(row.year)),
    countries: countries.map((row) => row.country),
  };
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
  const { where, replacements, order } = listSql(query);
  const ids = await db.sequelize.query<{ id: string }>(`SELECT b.id AS id ${FROM}${whereSql(where)} ORDER BY ${order} LIMIT :limit`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, limit: VIN_REPORT_EXPORT_LIMIT },
  });
  for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
    const batch = ids.slice(i, i + EXPORT_BATCH).map((row) => row.id);
    const rows = await db.sequelize.query<RawRow>(`SELECT ${SELECTED} ${FROM} WHERE b.id IN (:batch)`, { type: QueryTypes.SELECT, replacements: { batch } });
    const byId = new Map(rows.map((row) => [row.bike_id, row]));
    yield batch.flatMap((id) => {
      const row = byId.get(id);
      return row ? [rowOf(row)] : [];
    });
  }
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
