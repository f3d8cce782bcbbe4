import { notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { findClassesWithPlaces, findEventById, findResultsOfEvent } from '../data-access/events-repository.js';
import { findCategoryRefs } from '../data-access/categories-repository.js';
import { findSeriesById } from '../data-access/series-repository.js';
import type { EventAnswer, EventClass, EventResult } from '@rr/contracts';
import { eventBodies } from './sanctioning-bodies.js';
import { eventListItem, seriesView } from './views.js';

/** One event with its payout table (classes and places) and results, and the series it belongs to. */
export async function getEvent(db: EventsDb, eventId: string): Promise<EventAnswer> {
  const event = await findEventById(db, eventId);
  if (!event) throw notFound('Event not found');

  const [classes, results, series, sanctioningBodies] = await Promise.all([
    findClassesWithPlaces(db, event.id),
    findResultsOfEvent(db, event.id),
    event.seriesId ? findSeriesById(db, event.seriesId) : Promise.resolve(null),
    // As its results name them: the event's own, else its promoter's application for the season.
    eventBodies(db, event),
  ]);
  const categories = await findCategoryRefs(db, [series?.categoryId ?? null]);

  const classViews: EventClass[] = classes.map(({ eventClass, places }) => {
    const amounts = places.map((place) => place.amountCents);
    return {
      _id: eventClass.id,
      name: eventClass.name,
      payoutType: eventClass.payoutType,
      places: amounts,
      total: amounts.reduce((sum, amount) => sum + amount, 0),
    };
  });
  const contingency = classViews.filter((c) => c.payoutType !== 'noPayout').reduce((sum, c) => sum + c.total, 0);

  // Results read class by class (in the payout table's order), then by place.
  const classOrder = new Map(classes.map(({ eventClass }, index) => [eventClass.id, { index, name: eventClass.name }]));
  const resultViews: EventResult[] = [...results]
    .sort((a, b) => (classOrder.get(a.classId)?.index ?? 0) - (classOrder.get(b.classId)?.index ?? 0) || a.place - b.place)
    .map((result) => ({
      _id: result.id,
      className: classOrder.get(result.classId)?.name ?? '',
      place: result.place,
      riderName: result.riderName,
      bike: result.bike,
      hometown: result.hometown,
      payout: result.payoutCents,
      payoutType: result.payoutType,
      eligibility: result.eligibility,
      resultType: result.resultType,
    }));

  const seriesRef = series ? { _id: series.id, name: series.name } : null;
  return {
    event: { ...eventListItem(event, seriesRef, contingency), sanctioningBodies, resultsVersion: event.resultsVersion, classes: classViews, results: resultViews },
    series: series ? seriesView(series, (series.categoryId && categories.get(series.categoryId)) || null) : null,
  };
}
