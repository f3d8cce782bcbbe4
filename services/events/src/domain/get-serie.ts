import { notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { findCategoryRefs } from '../data-access/categories-repository.js';
import { findEventsOfSeries } from '../data-access/events-repository.js';
import { findSeriesById } from '../data-access/series-repository.js';
import type { SerieAnswer } from '@rr/contracts';
import { seriesEndView } from './series-end.js';
import { publicSeriesView } from './list-series.js';
import { eventListItem } from './views.js';

/** A series (with the town of its postal code) and all its events, first day first, and where it stands on its way to its end. */
export async function getSerie(db: EventsDb, seriesId: string): Promise<SerieAnswer> {
  const series = await findSeriesById(db, seriesId);
  if (!series) throw notFound('Series not found');
  const [events, categories, end] = await Promise.all([findEventsOfSeries(db, series.id), findCategoryRefs(db, [series.categoryId ?? null]), seriesEndView(db, series)]);
  const ref = { _id: series.id, name: series.name };
  return {
    serie: await publicSeriesView(db, series, (series.categoryId && categories.get(series.categoryId)) || null),
    events: events.map((event) => eventListItem(event, ref, Number(event.get('contingencyCents') ?? 0))),
    end,
  };
}
