import type { EventsDb } from '../data-access/database.js';
import { findCategoryRefs } from '../data-access/categories-repository.js';
import { findSeriesPage, type SeriesFilters } from '../data-access/series-repository.js';
import { findZipLocation, findZipTowns } from '../data-access/zip-locations-repository.js';
import { pagination, type Series as SeriesView, type SeriesList, type ZipDistance } from '@rr/contracts';
import { apiError } from '@rr/server-kit';
import type { Series } from '../data-access/models/index.js';
import { addressPostalCode, boundingBox, parsePostalCode } from './postal-codes.js';
import { seriesView } from './views.js';

/** The series finder's search: the parsed GET /api/series query (`active` already decided by who asks). */
export type SeriesSearch = Omit<SeriesFilters, 'radius'> & { zipDistance?: ZipDistance; page: number; limit: number };

/**
 * The series finder: matching series by name, one page at a time; by state, discipline (category), and around a
 * postal code: `Exact` keeps the series at that code, a radius (miles) the series placed within it of the code's centre
 * (400 UNKNOWN_ZIPCODE when it cannot be placed), nearest first, each with its `distanceMiles`. Every series comes with
 * the town of its postal code (`city`).
 */
export async function listSeries(db: EventsDb, search: SeriesSearch): Promise<SeriesList> {
  const { page, limit, zipDistance, ...filters } = search;
  const radius = filters.zipcode && zipDistance !== undefined && zipDistance !== 'Exact' ? await radiusAround(db, filters.zipcode, zipDistance) : undefined;
  const { rows, total } = await findSeriesPage(db, { ...filters, ...(radius ? { radius } : {}) }, { limit, offset: (page - 1) * limit });
  const [categories, towns] = await Promise.all([findCategoryRefs(db, rows.map(({ series }) => series.categoryId ?? null)), seriesTowns(db, rows.map(({ series }) => series))]);
  return {
    series: rows.map(({ series, eventCount, distanceMiles }) => ({
      ...seriesView(series, (series.categoryId && categories.get(series.categoryId)) || null),
      city: towns.get(series.id) ?? null,
      eventCount,
      ...(radius && distanceMiles !== null ? { distanceMiles: Math.round(distanceMiles * 10) / 10 } : {}),
    })),
    pagination: pagination(page, limit, total),
  };
}

async function radiusAround(db: EventsDb, zipcode: string, miles: number): Promise<NonNullable<SeriesFilters['radius']>> {
  const code = parsePostalCode(zipcode);
  const centre = code ? await findZipLocation(db, code.key) : null;
  if (!centre) throw apiError('UNKNOWN_ZIPCODE', { zipcode });
  return { latitude: centre.latitude, longitude: centre.longitude, miles, box: boundingBox(centre, miles) };
}

/** The town of each series' postal code (by series id), for those whose code names one. */
export async function seriesTowns(db: EventsDb, series: readonly Series[]): Promise<Map<string, string>> {
  const keys = new Map(series.flatMap((one) => {
    const code = addressPostalCode(one.zipcode, one.country);
    return code ? [[one.id, code.key] as const] : [];
  }));
  const towns = await findZipTowns(db, [...keys.values()]);
  return new Map([...keys].flatMap(([id, key]) => (towns.has(key) ? [[id, towns.get(key)!] as const] : [])));
}

/** A series as its public page shows it: its view with the town of its postal code. */
export async function publicSeriesView(db: EventsDb, series: Series, category: SeriesView['category']): Promise<SeriesView> {
  const towns = await seriesTowns(db, [series]);
  return { ...seriesView(series, category), city: towns.get(series.id) ?? null };
}
