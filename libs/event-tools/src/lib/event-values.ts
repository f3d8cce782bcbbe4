import { statesOf, type Currency, type EventInput, type EventType, type ManagedEvent } from '@rr/contracts';

/** What the event form holds: every field of spec §3 Event as its input shows it. */
export interface EventValues {
  title: string;
  type: EventType;
  startDate: string;
  endDate: string;
  venue: string;
  venueWebsite: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  currency: Currency;
  seriesId: string;
  active: boolean;
  canceled: boolean;
  payingEvent: boolean;
  /** The bodies that sanction the event as typed: short names separated by commas ("AMA, CMA"). */
  sanctioningBodies: string;
}

/** The sanctioning bodies a promoter's application names for one season (`GET /api/promoter/{id}/series`). */
export interface SeasonBodies {
  seasonYear: number;
  sanctioningBodies: string[];
}

/** How the form shows a list of bodies: "AMA, CMA". */
export const bodiesText = (bodies: readonly string[]): string => bodies.join(', ');

/**
 * The bodies of the season a new event falls in: the year of its first day, else (no day chosen yet) this year.
 * None when the promoter's applications name none for that season.
 */
export function seasonBodiesFor(seasons: readonly SeasonBodies[], startDate: string, today: Date = new Date()): string[] {
  const year = /^\d{4}-/.test(startDate) ? Number(startDate.slice(0, 4)) : today.getFullYear();
  return seasons.find((season) => season.seasonYear === year)?.sanctioningBodies ?? [];
}

/** A series the event can be put in (the promoter's own), with where it runs to start a new event there. */
export interface SeriesOption {
  _id: string;
  name: string;
  country?: string;
  currency?: Currency;
}

const EURO_COUNTRIES: ReadonlySet<string> = new Set(['FR', 'DE', 'ES', 'IT', 'NL', 'BE', 'AT']);

/** The currency an event in a country usually pays in (spec §9 currencies: USD, CAD, EUR), or null when none fits. */
export function currencyFor(country: string): Currency | null {
  if (country === 'US') return 'USD';
  if (country === 'CA') return 'CAD';
  return EURO_COUNTRIES.has(country) ? 'EUR' : null;
}

/**
 * The currency an event must be in to be in the chosen series (the events service refuses any other: 400 on
 * `currency`, `validation.currency.series`), with the series' name for the form's hint; null without a series, or for
 * a series whose currency the list does not say.
 */
export function seriesCurrencyOf(series: readonly SeriesOption[], seriesId: string): { series: string; currency: Currency } | null {
  const chosen = seriesId ? series.find((s) => s._id === seriesId) : undefined;
  return chosen?.currency ? { series: chosen.name, currency: chosen.currency } : null;
}

/** A state kept only while it is one of the new country's list (free text elsewhere is kept as typed). */
export function stateFor(country: string, state: string): string {
  const list = statesOf(country);
  return list && !list.includes(state) ? '' : state;
}

/**
 * The form's values: the event's, or a new event's (in the series asked for, where that series runs, sanctioned by
 * the bodies of its promoter's application for this season when known).
 */
export function eventValues(event: ManagedEvent['event'] | undefined, series?: SeriesOption, seasons: readonly SeasonBodies[] = []): EventValues {
  if (event) {
    return {
      title: event.title,
      type: event.type,
      startDate: event.startDate,
      endDate: event.endDate === event.startDate ? '' : event.endDate,
      venue: event.venue,
      venueWebsite: event.venueWebsite,
      city: event.city,
      state: event.state,
      zipcode: event.zipcode,
      country: event.country,
      currency: event.currency,
      seriesId: event.seriesId ?? '',
      active: event.active,
      canceled: event.canceled,
      payingEvent: event.payingEvent,
      sanctioningBodies: bodiesText(event.sanctioningBodies),
    };
  }
  const country = series?.country ?? 'US';
  return {
    title: '',
    type: 'motocross',
    startDate: '',
    endDate: '',
    venue: '',
    venueWebsite: '',
    city: '',
    state: '',
    zipcode: '',
    country,
    currency: series?.currency ?? currencyFor(country) ?? 'USD',
    seriesId: series?._id ?? '',
    active: true,
    canceled: false,
    payingEvent: true,
    sanctioningBodies: bodiesText(seasonBodiesFor(seasons, '')),
  };
}

/** The bodies typed, one per comma-separated name, blanks left out (the contract judges each name's length). */
export const bodiesOf = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * The body of `POST /api/promoter/{id}/events` and `PUT /api/event/{id}` (`eventInputSchema`): text trimmed, the
 * postal code upper-cased, a one-day event's last day its first, empty optional fields left out; the sanctioning
 * bodies always sent (an empty list clears them).
 */
export function eventBody(values: EventValues): EventInput {
  const venueWebsite = values.venueWebsite.trim();
  const state = values.state.trim();
  return {
    title: values.title.trim(),
    type: values.type,
    startDate: values.startDate,
    endDate: values.endDate || values.startDate,
    venue: values.venue.trim(),
    ...(venueWebsite ? { venueWebsite } : {}),
    city: values.city.trim(),
    ...(state ? { state } : {}),
    zipcode: values.zipcode.trim().toUpperCase(),
    country: values.country,
    currency: values.currency,
    ...(values.seriesId ? { seriesId: values.seriesId } : {}),
    active: values.active,
    canceled: values.canceled,
    payingEvent: values.payingEvent,
    sanctioningBodies: bodiesOf(values.sanctioningBodies),
  } as EventInput;
}
