import type { PromoterEvents, PromoterSeriesAnswer } from '@rr/contracts';
import type { EventsDb } from '../data-access/database.js';
import { findCategoryRefs } from '../data-access/categories-repository.js';
import { countLinesByMatchStatus, findEventsOfPromoter, findSeriesOfPromoter } from '../data-access/promoter-lists-repository.js';
import { resultsDeadline } from './results-deadline.js';
import { promoterSeasons } from './sanctioning-bodies.js';
import { approvedSeasons } from './promoter-series.js';
import { eventHeading, ownSeriesView } from './views.js';

/** Every event of a promoter (inactive and canceled too: they are theirs to manage), latest first, with its deadline. */
export async function promoterEvents(db: EventsDb, promoterId: string): Promise<PromoterEvents> {
  const events = await findEventsOfPromoter(db, promoterId);
  const counts = events.length ? await countLinesByMatchStatus(db, events.map((e) => e.id)) : [];
  const tally = new Map<string, { results: number; exceptions: number }>();
  for (const row of counts) {
    const entry = tally.get(row.eventId) ?? { results: 0, exceptions: 0 };
    entry.results += Number(row.n);
    if (row.matchStatus === 'unmatched' || row.matchStatus === 'ambiguous') entry.exceptions += Number(row.n);
    tally.set(row.eventId, entry);
  }
  return {
    events: events.map((event) => ({
      ...eventHeading(event),
      currency: event.currency,
      seriesId: event.seriesId ?? null,
      active: Boolean(event.active),
      canceled: Boolean(event.canceled),
      contingencyAmount: Number(event.contingencyCents ?? 0),
      deadline: resultsDeadline(event),
      results: tally.get(event.id)?.results ?? 0,
      exceptions: tally.get(event.id)?.exceptions ?? 0,
    })),
  };
}

/**
 * Every series of a promoter, by name (with their notes from the application each was set up from), the sanctioning
 * bodies their applications name per season (latest first: a new event's form starts from its season's bodies), and
 * the seasons they are approved for (their events and new series must be in one).
 */
export async function promoterSeries(db: EventsDb, promoterId: string): Promise<PromoterSeriesAnswer> {
  const series = await findSeriesOfPromoter(db, promoterId);
  const categories = await findCategoryRefs(db, series.map((s) => s.categoryId ?? null));
  return {
    series: series.map((s) => ownSeriesView(s, (s.categoryId && categories.get(s.categoryId)) || null)),
    seasons: await promoterSeasons(db, promoterId),
    approvedSeasons: await approvedSeasons(db, promoterId),
  };
}
