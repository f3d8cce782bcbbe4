import type { Category as CategoryView, EventListItem, LeanEvent, Ref, Series as SeriesView } from '@rr/contracts';
import type { Category, Event, Series } from '../data-access/models.js';

/** Builders of the views the events service answers; their shapes are the @rr/contracts schemas (events.ts). */

/** An event as the dashboards list it (recent events, a rider's own events), with its series. */
export function leanEvent(event: Event, series: Ref | null): LeanEvent {
  return {
    _id: event.id,
    title: event.title,
    type: event.type,
    startDate: event.startDate,
    endDate: event.endDate,
    city: event.city,
    state: event.state,
    country: event.country,
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
  };
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
