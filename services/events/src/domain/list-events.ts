import { pagination, type EventsList, type EventsQuery, type ZipDistance } from '@rr/contracts';
import { apiError } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { earliestUpcomingStart, findEventPageWithFigures, type EventFilters } from '../data-access/events-repository.js';
import { findSeriesIdsByName, findSeriesRefs } from '../data-access/series-repository.js';
import { findZipLocation } from '../data-access/zip-locations-repository.js';
import { boundingBox, parsePostalCode } from './postal-codes.js';
import { programmeToday } from './programme-date.js';
import { PROGRAMME_CURRENCY, currencyTotals } from './contingency-headline.js';
import { eventListItem } from './views.js';

/** The finder's search: the parsed GET /api/events query (`active` undefined: active and inactive events alike). */
export type EventsSearch = EventsQuery;

/**
 * The events finder: narrow by the given filters (a postal code with a radius keeps events whose venue
 * lies within that many miles of the code's centre), sort, cut one page, and add up the contingency of
 * every match that is not canceled, per currency (`contingencyAmount` is the programme currency's sum). A radius
 * search answers each event's `distanceMiles` (one decimal) and sorts nearest first unless another order is asked.
 */
export async function listEvents(db: EventsDb, search: EventsSearch, now: Date = new Date()): Promise<EventsList> {
  const filters: EventFilters = {
    ...(search.title ? { title: search.title } : {}),
    ...(search.city ? { city: search.city } : {}),
    ...(search.state ? { state: search.state } : {}),
    ...(search.country ? { country: search.country } : {}),
    ...(search.active !== undefined ? { active: search.active } : {}),
    ...(search.period ? { period: { which: search.period, today: programmeToday(now) } } : {}),
  };
  if (filters.period?.which === 'upcoming') filters.period.earliestStart = await earliestUpcomingStart(db, filters.period.today);
  if (search.query) filters.query = { text: search.query, seriesIds: await findSeriesIdsByName(db, search.query) };
  if (search.zipcode) filters.location = await locationFilter(db, search.zipcode, search.zipDistance ?? 'Exact');

  // How many match, and what they post per currency (never added across currencies; a canceled event pays nothing),
  // with the page.
  const {
    page,
    figures: { totals, total },
  } = await findEventPageWithFigures(db, filters, { by: search.sortBy, direction: search.sortDirection }, { limit: search.limit, offset: (search.page - 1) * search.limit });
  const contingency = { totals };
  const series = await findSeriesRefs(db, page.flatMap(({ event }) => (event.seriesId ? [event.seriesId] : [])));
  const radius = Boolean(filters.location?.radius);
  return {
    events: page.map(({ event, distanceMiles }) => ({
      ...eventListItem(event, (event.seriesId && series.get(event.seriesId)) || null, Number(event.get('contingencyCents') ?? 0)),
      ...(radius ? { distanceMiles: distanceMiles === null ? null : Math.round(distanceMiles * 10) / 10 } : {}),
    })),
    pagination: pagination(search.page, search.limit, total),
    contingencyAmount: contingency.totals.get(PROGRAMME_CURRENCY) ?? 0,
    contingencyTotals: currencyTotals(contingency.totals),
  };
}

/** Exact: events at that code (a bare FSA matches every code in it). Radius: events within the distance of its centre. */
async function locationFilter(db: EventsDb, zipcode: string, distance: ZipDistance): Promise<NonNullable<EventFilters['location']>> {
  const code = parsePostalCode(zipcode);
  const exact = code ? (code.full ? { equals: code.full } : { prefix: code.key }) : { equals: zipcode.trim() };
  if (distance === 'Exact') return exact;

  const center = code ? await findZipLocation(db, code.key) : null;
  if (!center) throw apiError('UNKNOWN_ZIPCODE', { zipcode });
  return { ...exact, radius: { latitude: center.latitude, longitude: center.longitude, miles: distance, box: boundingBox(center, distance) } };
}
