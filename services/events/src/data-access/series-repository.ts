import { Op, literal, type InferAttributes, type Order, type Transaction, type WhereOptions } from 'sequelize';
import { EARTH_RADIUS_MILES, type Box } from '@rr/server-kit/postal-codes';
import type { EventsDb } from './database.js';
import type { Series } from './models/index.js';
import { containsText } from './text-match.js';

export interface SeriesFilters {
  /** Part of the series name. */
  name?: string;
  state?: string;
  /** The series' own postal code, whole (without a `radius`). */
  zipcode?: string;
  country?: string;
  active?: boolean;
  races?: number;
  distance?: number;
  /** The series' category (its discipline: flat track, motocross, …). */
  categoryId?: string;
  /** Series placed within `miles` of a point (their postal code's reference point: `latitude`, `longitude`). */
  radius?: { latitude: number; longitude: number; miles: number; box: Box };
}

const finite = (value: number) => {
  if (!Number.isFinite(value)) throw new TypeError('radius: not a finite number');
  return value;
};

/**
 * The haversine distance in miles from `point` to a series' place, in SQL (null for a series without one). The numbers
 * are the service's own (a geocoded centre), written as literals, as the events finder writes its radius.
 */
function distanceSql({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const lat = finite(latitude);
  const lng = finite(longitude);
  return `2 * ${EARTH_RADIUS_MILES} * ASIN(SQRT(POWER(SIN(RADIANS(latitude - ${lat}) / 2), 2) + COS(RADIANS(${lat})) * COS(RADIANS(latitude)) * POWER(SIN(RADIANS(longitude - ${lng}) / 2), 2)))`;
}

function seriesWhere(filters: SeriesFilters): WhereOptions<Series> {
  const and: WhereOptions[] = [];
  if (filters.name) and.push(containsText('name', filters.name));
  if (filters.state) and.push({ state: filters.state });
  if (filters.zipcode && !filters.radius) and.push({ zipcode: filters.zipcode });
  if (filters.country) and.push({ country: filters.country });
  if (filters.active !== undefined) and.push({ active: filters.active });
  if (filters.races !== undefined) and.push({ races: filters.races });
  if (filters.distance !== undefined) and.push({ distance: filters.distance });
  if (filters.categoryId) and.push({ categoryId: filters.categoryId });
  if (filters.radius) {
    const { box, miles } = filters.radius;
    // The box on the coordinates first (a cheap pre-filter), then the exact distance decides.
    and.push(
      { latitude: { [Op.between]: [finite(box.minLatitude), finite(box.maxLatitude)] } },
      { longitude: { [Op.between]: [finite(box.minLongitude), finite(box.maxLongitude)] } },
      literal(`${distanceSql(filters.radius)} <= ${finite(miles)}`),
    );
  }
  return { [Op.and]: and };
}

/**
 * One page of matching series, with the total count, each series' number of events and, in a radius search, its
 * distance in miles from the centre. By name; nearest first in a radius search. The distance order is the SQL's own
 * (ties by name, then id), so OFFSET pages through one order and the count reads the same rows: a page never repeats
 * or skips a series.
 */
export async function findSeriesPage(
  db: EventsDb,
  filters: SeriesFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: Array<{ series: Series; eventCount: number; distanceMiles: number | null }>; total: number }> {
  const whereClause = seriesWhere(filters);
  const seriesId = db.sequelize.getQueryInterface().quoteIdentifiers('Series.id');
  const distance = filters.radius ? literal(distanceSql(filters.radius)) : null;
  const order: Order = distance ? [[distance, 'ASC'], ['name', 'ASC'], ['id', 'ASC']] : [['name', 'ASC'], ['id', 'ASC']];
  const [rows, total] = await Promise.all([
    db.models.Series.findAll({
      attributes: {
        include: [
          [literal(`(SELECT COUNT(*) FROM events e WHERE e.series_id = ${seriesId})`), 'eventCount'],
          ...(distance ? [[distance, 'distanceMiles'] as [typeof distance, string]] : []),
        ],
      },
      where: whereClause,
      order,
      limit: page.limit,
      offset: page.offset,
    }),
    db.models.Series.count({ where: whereClause }),
  ]);
  return {
    rows: rows.map((series) => {
      const miles = distance ? Number(series.get('distanceMiles')) : Number.NaN;
      return { series, eventCount: Number(series.get('eventCount') ?? 0), distanceMiles: Number.isFinite(miles) ? miles : null };
    }),
    total,
  };
}

export async function findSeriesById(db: EventsDb, id: string): Promise<Series | null> {
  return db.models.Series.findByPk(id);
}

/** Ids of series whose name contains `text` (for the events finder's free-text query). */
export async function findSeriesIdsByName(db: EventsDb, text: string): Promise<string[]> {
  const rows = await db.models.Series.findAll({ attributes: ['id'], where: containsText('name', text), raw: true });
  return rows.map((row) => row.id);
}

/** `{ _id, name }` references of the given series, by id. */
export async function findSeriesRefs(db: EventsDb, ids: string[]): Promise<Map<string, { _id: string; name: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.models.Series.findAll({ attributes: ['id', 'name'], where: { id: { [Op.in]: unique } }, raw: true });
  return new Map(rows.map((row) => [row.id, { _id: row.id, name: row.name }]));
}

/** Series references grouped by category id, by name. */
export async function findSeriesRefsByCategory(db: EventsDb, categoryIds: string[]): Promise<Map<string, Array<{ _id: string; name: string }>>> {
  const grouped = new Map<string, Array<{ _id: string; name: string }>>();
  if (categoryIds.length === 0) return grouped;
  const rows = await db.models.Series.findAll({
    attributes: ['id', 'name', 'categoryId'],
    where: { categoryId: { [Op.in]: categoryIds } },
    order: [['name', 'ASC'], ['id', 'ASC']],
    raw: true,
  });
  for (const row of rows) {
    const list = grouped.get(row.categoryId ?? '') ?? [];
    list.push({ _id: row.id, name: row.name });
    grouped.set(row.categoryId ?? '', list);
  }
  return grouped;
}

/** The series, read in the caller's transaction if one is given. */
export async function findSeries(db: EventsDb, seriesId: string, transaction?: Transaction): Promise<Series | null> {
  return db.models.Series.findByPk(seriesId, transaction ? { transaction } : {});
}

/** The series' id and whether it is active. */
export async function findSeriesActive(db: EventsDb, seriesId: string): Promise<Pick<Series, 'id' | 'active'> | null> {
  return db.models.Series.findByPk(seriesId, { attributes: ['id', 'active'] });
}

/** Writes the given fields of a series read before. */
export async function saveSeries(series: Series, fields: Partial<InferAttributes<Series>>, transaction?: Transaction): Promise<void> {
  await series.update(fields, transaction ? { transaction } : {});
}
