import type { Category, Currency, Event, PayoutType, RaceStyle, Series } from '../data-access/models.js';

/** `{ _id, name }`: how an event names its series and a series its category. */
export interface Ref {
  _id: string;
  name: string;
}

/** An event as lists show it (spec §3 Event). Amounts are integer cents of `currency`. */
export interface EventListItem {
  _id: string;
  title: string;
  type: RaceStyle;
  startDate: string;
  endDate: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  venue: string;
  venueWebsite: string;
  series: Ref | null;
  active: boolean;
  canceled: boolean;
  payingEvent: boolean;
  /** Sum of every paying class's place amounts. */
  contingencyAmount: number;
  currency: Currency;
}

export function eventListItem(event: Event, series: Ref | null, contingencyAmount: number): EventListItem {
  return {
    _id: event.id,
    title: event.title,
    type: event.type,
    startDate: event.startDate,
    endDate: event.endDate,
    city: event.city,
    state: event.state,
    zipcode: event.zipcode,
    country: event.country,
    venue: event.venue,
    venueWebsite: event.venueWebsite,
    series,
    active: Boolean(event.active),
    canceled: Boolean(event.canceled),
    payingEvent: Boolean(event.payingEvent),
    contingencyAmount,
    currency: event.currency,
  };
}

/** A class of an event with what each place pays (index 0 = 1st), in cents. */
export interface EventClassView {
  _id: string;
  name: string;
  payoutType: PayoutType;
  places: number[];
  total: number;
}

export interface ResultView {
  _id: string;
  className: string;
  place: number;
  riderName: string;
  bike: string;
  hometown: string;
  /** Cents of the event's currency. */
  payout: number;
  payoutType: PayoutType;
  eligibility: string;
  resultType: string;
}

/** A series (spec §3 Series). Money in cents of `currency`. */
export interface SeriesView {
  _id: string;
  name: string;
  notes: string;
  state: string;
  zipcode: string;
  country: string;
  races: number | null;
  distance: number | null;
  active: boolean;
  bonus: number;
  initialValue: number;
  currency: Currency;
  expirationDate: string | null;
  category: Ref | null;
  promoterId: string;
}

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

/** A category (spec §3 Category) with its series. */
export interface CategoryView {
  _id: string;
  name: string;
  description: string;
  active: boolean;
  series: Ref[];
}

export function categoryView(category: Category, series: Ref[]): CategoryView {
  return {
    _id: category.id,
    name: category.name,
    description: category.description ?? '',
    active: Boolean(category.active),
    series,
  };
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}
