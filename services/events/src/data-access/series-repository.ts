import { Op, literal, type WhereOptions } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Series } from './models.js';
import { containsText } from './text-match.js';

export interface SeriesFilters {
  /** Part of the series name. */
  name?: string;
  state?: string;
  zipcode?: string;
  country?: string;
  active?: boolean;
  races?: number;
  distance?: number;
}

function seriesWhere(filters: SeriesFilters): WhereOptions<Series> {
  const and: WhereOptions[] = [];
  if (filters.name) and.push(containsText('name', filters.name));
  if (filters.state) and.push({ state: filters.state });
  if (filters.zipcode) and.push({ zipcode: filters.zipcode });
  if (filters.country) and.push({ country: filters.country });
  if (filters.active !== undefined) and.push({ active: filters.active });
  if (filters.races !== undefined) and.push({ races: filters.races });
  if (filters.distance !== undefined) and.push({ distance: filters.distance });
  return { [Op.and]: and };
}

/** One page of matching series by name, with the total count and each series' number of events. */
export async function findSeriesPage(
  db: EventsDb,
  filters: SeriesFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: Array<{ series: Series; eventCount: number }>; total: number }> {
  const whereClause = seriesWhere(filters);
  const seriesId = db.sequelize.getQueryInterface().quoteIdentifiers('Series.id');
  const [rows, total] = await Promise.all([
    db.models.Series.findAll({
      attributes: { include: [[literal(`(SELECT COUNT(*) FROM events e WHERE e.series_id = ${seriesId})`), 'eventCount']] },
      where: whereClause,
      order: [['name', 'ASC'], ['id', 'ASC']],
      limit: page.limit,
      offset: page.offset,
    }),
    db.models.Series.count({ where: whereClause }),
  ]);
  return { rows: rows.map((series) => ({ series, eventCount: Number(series.get('eventCount') ?? 0) })), total };
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
