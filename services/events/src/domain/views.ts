import type { ApplicationNotes, Category as CategoryView, EventListItem, LeanEvent, Ref, Series as SeriesView, Venue } from '@rr/contracts';
import type { Category, Event, Series } from '../data-access/models/index.js';

/** Builders of the views the events service answers; their shapes are the @rr/contracts schemas (events.ts). */

/** What every view of an event starts with: which event, its race style, its days and where it is. */
export function eventHeading(event: Event): Pick<LeanEvent, '_id' | 'title' | 'type' | 'startDate' | 'endDate' | 'city' | 'state' | 'country'> {
  return {
    _id: event.id,
    title: event.title,
    type: event.type,
    startDate: event.startDate,
    endDate: event.endDate,
    city: event.city,
    state: event.state,
    country: event.country,
  };
}

/** An event as the dashboards list it (recent events, a rider's own events), with its series. */
export function leanEvent(event: Event, series: Ref | null): LeanEvent {
  return {
    ...eventHeading(event),
    series,
    active: Boolean(event.active),
    canceled: Boolean(event.canceled),
  };
}

/** An event row as lists show it: the lean event, where it is, its series and contingency (cents). */
export function eventListItem(event: Event, series: Ref | null, contingencyAmount: number): EventListItem {
  return {
    ...leanEvent(event, series),
    zipcode: event.zipcode,
    venue: event.venue,
    venueWebsite: event.venueWebsite,
    payingEvent: Boolean(event.payingEvent),
    contingencyAmount,
    currency: event.currency,
    location: event.latitude !== null && event.longitude !== null && event.latitude !== undefined && event.longitude !== undefined ? { latitude: Number(event.latitude), longitude: Number(event.longitude) } : null,
  };
}

/** A series row as the API shows it. */
export function seriesView(series: Series, category: Ref | null): SeriesView {
  return {
    _id: series.id,
    name: series.name,
    notes: series.notes ?? '',
    state: series.state ?? '',
    zipcode: series.zipcode ?? '',
    country: series.country,
    races: series.races ?? null,
    distance: series.distance ?? null,
    active: Boolean(series.active),
    bonus: series.bonusCents,
    initialValue: series.initialValueCents,
    currency: series.currency,
    expirationDate: series.expirationDate ?? null,
    category,
    promoterId: series.promoterId,
    discipline: series.discipline ?? null,
    seasonYear: series.seasonYear ?? null,
    reviewStatus: series.reviewStatus ?? 'approved',
    venues: venuesOf(series),
  };
}

/** The JSON a column keeps, or `fallback` when it is empty or unreadable. */
function parsed<T>(json: string | null | undefined, fallback: T): T {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

/** The tracks a series races at: `{ name, website? }` rows with a name. */
export function venuesOf(series: Pick<Series, 'venues'>): Venue[] {
  const rows = parsed<unknown>(series.venues, []);
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is { name: string; website?: unknown } => typeof row === 'object' && row !== null && typeof (row as { name?: unknown }).name === 'string')
    .map((row) => ({ name: row.name, ...(typeof row.website === 'string' && row.website ? { website: row.website } : {}) }));
}

/** What the application a series was set up from said beyond the series' fields, or null (not set up from one). */
export function applicationNotesOf(series: Pick<Series, 'applicationNotes'>): ApplicationNotes | null {
  return parsed<ApplicationNotes | null>(series.applicationNotes, null);
}

/** A series as its promoter and programme staff see it: with its notes from the application it was set up from. */
export function ownSeriesView(series: Series, category: Ref | null): SeriesView {
  return { ...seriesView(series, category), fromApplication: applicationNotesOf(series) };
}

/** A category row with its series. */
export function categoryView(category: Category, series: Ref[]): CategoryView {
  return {
    _id: category.id,
    name: category.name,
    description: category.description ?? '',
    active: Boolean(category.active),
    series,
  };
}
