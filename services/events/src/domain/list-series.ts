import type { EventsDb } from '../data-access/database.js';
import { findCategoryRefs } from '../data-access/categories-repository.js';
import { findSeriesPage, type SeriesFilters } from '../data-access/series-repository.js';
import { pagination, type SeriesList } from '@rr/contracts';
import { seriesView } from './views.js';

/** The series finder: matching series by name, one page at a time. */
export async function listSeries(
  db: EventsDb,
  search: SeriesFilters & { page: number; limit: number },
): Promise<SeriesList> {
  const { page, limit, ...filters } = search;
  const { rows, total } = await findSeriesPage(db, filters, { limit, offset: (page - 1) * limit });
  const categories = await findCategoryRefs(db, rows.map(({ series }) => series.categoryId ?? null));
  return {
    series: rows.map(({ series, eventCount }) => ({
      ...seriesView(series, (series.categoryId && categories.get(series.categoryId)) || null),
      eventCount,
    })),
    pagination: pagination(page, limit, total),
  };
}
