import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { pagination, type VinReason, type VinReportQuery, type VinReportResponse, type VinReportRow } from '@rr/contracts';
import { QueryTypes } from 'sequelize';
import type { IdentityDb } from '../data-access/database.js';
import type { BikeValidity } from '../data-access/models.js';

/**
 * The rider VIN report (spec §2 "rider-vin-report", §7 `GET /api/vin-report`; issue 14 item 7): one row per bike with
 * its rider, VIN status and reason, model and year; filtered by status, model, year, the rider's country and a search
 * (rider name, e-mail, VIN or model); paged and sorted, with the bikes by status under the same filters; every
 * matching row as CSV or XLSX (made here, so the browser never loads a spreadsheet library).
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

const STATUS_TEXT: Record<BikeValidity, string> = { verified: 'VIN verified', invalid: 'Invalid VIN', unverified: 'Waiting for verification' };
/** The reasons in English, as the admin pages word them in a few words (`ui.vin.reasonShort.*` of @rr/ui). */
const REASON_TEXT: Record<VinReason, string> = {
  matched: 'Matches a verified VIN pattern',
  length: 'Not 17 characters',
  characters: 'Has characters a VIN never has',
  checkDigit: 'Wrong check digit',
  notAccepted: 'Not a model the programme accepts',
  yearMismatch: 'Model year differs from the VIN pattern',
  patternUnverified: 'VIN pattern awaiting verification',
  newMake: 'No VIN patterns for this maker yet',
  notChecked: 'Not checked yet',
};

type ExportRow = VinReportRow;
const COLUMNS: Array<{ label: string; width: number; value: (row: ExportRow) => string | number }> = [
  { label: 'Rider', width: 26, value: (row) => row.riderName },
  { label: 'E-mail', width: 32, value: (row) => row.email },
  { label: 'Country', width: 9, value: (row) => row.country },
  { label: 'Pro', width: 6, value: (row) => (row.pro ? 'yes' : 'no') },
  { label: 'Account', width: 12, value: (row) => (row.deActivated ? 'deactivated' : 'active') },
  { label: 'Make', width: 16, value: (row) => row.make },
  { label: 'Model', width: 16, value: (row) => row.model },
  { label: 'Year', width: 7, value: (row) => row.year },
  { label: 'VIN', width: 21, value: (row) => row.vin },
  { label: 'Status', width: 14, value: (row) => STATUS_TEXT[row.valid] },
  { label: 'Reason', width: 38, value: (row) => REASON_TEXT[row.reason] ?? row.reason },
  { label: 'Added (UTC)', width: 20, value: (row) => row.createdAt.replace('T', ' ').slice(0, 19) },
];

/**
 * A cell a spreadsheet shows but never runs (OWASP "CSV injection"): text starting with =, +, -, @, a tab or a carriage
 * return gets a leading `'`, as the payouts' redemption export and @rr/ui's table export do. Numbers stay numbers.
 */
export function neutraliseFormula(value: string | number): string | number {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(value: string | number): string {
  const text = String(neutraliseFormula(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Export rows are read this many at a time (same order as the page, ids breaking ties, so no row is read twice). */
const EXPORT_BATCH = 2000;

/** The matching bikes in report order: their ids sorted once, then the rows a batch of ids at a time. */
async function* exportBatches(db: IdentityDb, query: VinReportQuery): AsyncGenerator<ExportRow[]> {
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
 * Every matching row (up to the limit) as CSV: UTF-8 with BOM (so spreadsheets read accents), CRLF lines. Streamed a
 * batch at a time, so a large report starts at once and never sits whole in memory.
 */
export function vinReportCsv(db: IdentityDb, query: VinReportQuery): Readable {
  async function* lines() {
    yield `\uFEFF${COLUMNS.map((column) => csvField(column.label)).join(',')}\r\n`;
    for await (const rows of exportBatches(db, query)) {
      yield rows.map((row) => `${COLUMNS.map((column) => csvField(column.value(row))).join(',')}\r\n`).join('');
    }
  }
  return Readable.from(lines());
}

/**
 * Every matching row (up to the limit) as an XLSX workbook: one sheet, a bold frozen header, a filter on the columns.
 * Written with ExcelJS's streaming writer (rows committed as they are read), so bytes flow while it is made.
 */
export function vinReportXlsx(db: IdentityDb, query: VinReportQuery): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Rider VIN report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column.label, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  void (async () => {
    try {
      for await (const rows of exportBatches(db, query)) {
        for (const row of rows) sheet.addRow(COLUMNS.map((column) => neutraliseFormula(column.value(row)))).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
