/** The events finder's filters, kept in the URL query and turned into the GET /api/events query. */
import { oneOf, placeApiQuery } from '../../../lib/finder-query';
import { RADIUS_OPTIONS, type Radius } from '../../../lib/postal-codes';

export type EventPeriod = 'upcoming' | 'past';
export type SortDirection = 'asc' | 'desc';
/** `distance` (nearest first) only in a radius search, where it is the default order. */
export type SortBy = 'startDate' | 'title' | 'distance';

// The postal-code search is the public finders' one (the dealer finder's too).
export { RADIUS_OPTIONS, isPostalCode, type Radius } from '../../../lib/postal-codes';

export const EVENTS_PAGE_SIZE = 12;

export interface EventFilters {
  query: string;
  state: string;
  zipcode: string;
  zipDistance: Radius;
  country: string;
  period: EventPeriod;
  sortBy: SortBy;
  sortDirection: SortDirection;
  page: number;
}

/**
 * The date order a tab starts in: upcoming events soonest first (the next race on page 1), past events latest first.
 * Spec §9's "startDate descending" is the order of the list as a whole; read per tab it would open Upcoming on the
 * furthest event and push next weekend's races to the last page.
 */
export function defaultSortDirection(period: EventPeriod): SortDirection {
  return period === 'upcoming' ? 'asc' : 'desc';
}

/** Whether the filters search around a postal code with a radius (not Exact): then each event has a distance. */
export function isRadiusSearch(filters: Pick<EventFilters, 'zipcode' | 'zipDistance'>): boolean {
  return Boolean(filters.zipcode && filters.zipDistance);
}

/** The order the finder starts in: nearest first in a radius search, else by date in the tab's own direction. */
export function defaultSort(filters: Pick<EventFilters, 'zipcode' | 'zipDistance' | 'period'>): { sortBy: SortBy; sortDirection: SortDirection } {
  return isRadiusSearch(filters) ? { sortBy: 'distance', sortDirection: 'asc' } : { sortBy: 'startDate', sortDirection: defaultSortDirection(filters.period) };
}

/** The direction an order starts in: nearest first, or the tab's own date order. */
function defaultDirection(sortBy: SortBy, period: EventPeriod): SortDirection {
  return sortBy === 'distance' ? 'asc' : defaultSortDirection(period);
}

/** The finder with nothing chosen: the Upcoming tab, by date (soonest first), page 1. */
export const DEFAULT_FILTERS: EventFilters = {
  query: '',
  state: '',
  zipcode: '',
  zipDistance: '',
  country: '',
  period: 'upcoming',
  sortBy: 'startDate',
  sortDirection: defaultSortDirection('upcoming'),
  page: 1,
};

export function parseEventFilters(params: URLSearchParams): EventFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const period = oneOf(params.get('period'), ['upcoming', 'past'] as const, DEFAULT_FILTERS.period);
  const zipcode = (params.get('zipcode') ?? '').trim();
  const zipDistance = oneOf(params.get('zipDistance'), RADIUS_OPTIONS, '');
  // The order by distance needs a radius to measure from; without one the address's `distance` falls back to the default.
  const sorts: readonly SortBy[] = isRadiusSearch({ zipcode, zipDistance }) ? ['startDate', 'title', 'distance'] : ['startDate', 'title'];
  const sortBy = oneOf(params.get('sortBy'), sorts, defaultSort({ zipcode, zipDistance, period }).sortBy);
  return {
    query: (params.get('query') ?? '').trim(),
    state: (params.get('state') ?? '').trim().toUpperCase(),
    zipcode,
    zipDistance,
    country: (params.get('country') ?? '').trim().toUpperCase(),
    period,
    sortBy,
    sortDirection: oneOf(params.get('sortDirection'), ['asc', 'desc'] as const, defaultDirection(sortBy, period)),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** URL query for the finder: only values that differ from the defaults, so shared links stay short. */
export function filtersToSearchParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof EventFilters)[]) {
    const value = filters[key];
    const fallback =
      key === 'sortBy' ? defaultSort(filters).sortBy : key === 'sortDirection' ? defaultDirection(filters.sortBy, filters.period) : DEFAULT_FILTERS[key];
    if (value === fallback || value === '') continue;
    if (key === 'zipDistance' && !filters.zipcode) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * A filter change always goes back to page 1. Switching tabs keeps a date order the user chose, and otherwise starts
 * the new tab in its own (soonest first for Upcoming, latest first for Past). Starting a radius search from the default
 * order lists the nearest first; ending it (or leaving the distance order without a radius) goes back to the date order.
 */
export function updateFilters(filters: EventFilters, change: Partial<EventFilters>): EventFilters {
  const next = { ...filters, ...change };
  if (!('page' in change)) next.page = 1;
  if (change.period !== undefined && change.sortDirection === undefined && filters.sortDirection === defaultDirection(filters.sortBy, filters.period)) {
    next.sortDirection = defaultDirection(next.sortBy, change.period);
  }
  if (change.country !== undefined && change.country !== filters.country && change.state === undefined) next.state = '';
  if (change.sortBy === undefined && isRadiusSearch(next) !== isRadiusSearch(filters)) {
    const before = defaultSort(filters);
    const wasDefault = filters.sortBy === before.sortBy && filters.sortDirection === before.sortDirection;
    if (wasDefault || next.sortBy === 'distance') Object.assign(next, defaultSort(next));
  }
  return next;
}

export type ApiQuery = Record<string, string | number>;

/** Query for GET /api/events. The service spells the direction parameter `sortDirecton` (spec §7). */
export function filtersToApiQuery(filters: EventFilters, limit = EVENTS_PAGE_SIZE): ApiQuery {
  // The service refuses the distance order without a radius: the date order stands in for it then.
  const sort = filters.sortBy === 'distance' && !isRadiusSearch(filters) ? defaultSort(filters) : filters;
  return {
    period: filters.period,
    sortBy: sort.sortBy,
    sortDirecton: sort.sortDirection,
    page: filters.page,
    limit,
    ...(filters.query ? { query: filters.query } : {}),
    ...placeApiQuery(filters),
  };
}

export function hasActiveSearch(filters: EventFilters): boolean {
  return Boolean(filters.query || filters.state || filters.zipcode || filters.country);
}
