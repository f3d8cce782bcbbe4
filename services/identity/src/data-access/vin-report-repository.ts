import type { VinReason, VinReportQuery, VinReportRow } from '@rr/contracts';
import { QueryTypes } from 'sequelize';
import type { IdentityDb } from './database.js';
import { wordsWhere } from './word-search.js';
import type { BikeValidity } from './models/index.js';

/** The rider VIN report's reads: one row per bike with its rider, filtered, sorted and paged in SQL. */

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

/** The filters as SQL (status apart, so the totals by status can leave it out). */
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
  where.push(...wordsWhere(query.query, ['r.first_name', 'r.last_name', 'u.email', 'b.vin', 'b.model'], replacements));
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

/** A page of the report's rows. */
export async function findVinReportRows(db: IdentityDb, query: VinReportQuery, limit: number, offset: number): Promise<VinReportRow[]> {
  const { where, replacements, order } = listSql(query);
  const rows = await db.sequelize.query<RawRow>(`SELECT ${SELECTED} ${FROM}${whereSql(where)} ORDER BY ${order} LIMIT :limit OFFSET :offset`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, limit, offset },
  });
  return rows.map(rowOf);
}

/** How many bikes each status has under the filters (the status filter left out). */
export async function countVinReportByStatus(db: IdentityDb, query: VinReportQuery): Promise<Array<{ valid: BikeValidity; total: number | string }>> {
  const { where, replacements } = filtersOf(query);
  return db.sequelize.query<{ valid: BikeValidity; total: number | string }>(`SELECT b.valid AS valid, COUNT(*) AS total ${FROM}${whereSql(where)} GROUP BY b.valid`, {
    type: QueryTypes.SELECT,
    replacements,
  });
}

/** The filters' choices: every model, year and rider country on file. */
export async function vinReportChoices(db: IdentityDb): Promise<{ models: string[]; years: number[]; countries: string[] }> {
  const [models, years, countries] = await Promise.all([
    db.sequelize.query<{ model: string }>('SELECT DISTINCT model FROM bikes ORDER BY model', { type: QueryTypes.SELECT }),
    db.sequelize.query<{ year: number | string }>('SELECT DISTINCT year FROM bikes ORDER BY year DESC', { type: QueryTypes.SELECT }),
    db.sequelize.query<{ country: string }>('SELECT DISTINCT r.country AS country FROM riders r JOIN bikes b ON b.rider_id = r.user_id ORDER BY r.country', { type: QueryTypes.SELECT }),
  ]);
  return { models: models.map((row) => row.model), years: years.map((row) => Number(row.year)), countries: countries.map((row) => row.country) };
}

/** The ids of the matching bikes in report order, at most `limit`. */
export async function findVinReportIds(db: IdentityDb, query: VinReportQuery, limit: number): Promise<string[]> {
  const { where, replacements, order } = listSql(query);
  const ids = await db.sequelize.query<{ id: string }>(`SELECT b.id AS id ${FROM}${whereSql(where)} ORDER BY ${order} LIMIT :limit`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, limit },
  });
  return ids.map((row) => row.id);
}

/** The report's rows of these bikes, in the order of `ids`. */
export async function findVinReportRowsByIds(db: IdentityDb, ids: string[]): Promise<VinReportRow[]> {
  const rows = await db.sequelize.query<RawRow>(`SELECT ${SELECTED} ${FROM} WHERE b.id IN (:batch)`, { type: QueryTypes.SELECT, replacements: { batch: ids } });
  const byId = new Map(rows.map((row) => [row.bike_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [rowOf(row)] : [];
  });
}
