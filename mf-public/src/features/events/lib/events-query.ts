/** The events finder's filters, kept in the URL query and turned into the GET /api/events query. */
export type EventPeriod = 'upcoming' | 'past';
export type SortDirection = 'asc' | 'desc';
export type SortBy = 'startDate' | 'title';

/** Search radius options (spec §9); '' is Exact (the zip code itself). */
export const RADIUS_OPTIONS = ['', '25', '50', '100', '500'] as const;
export type Radius = (typeof RADIUS_OPTIONS)[number];

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

/** Spec §9: events are sorted by startDate descending unless the user chooses otherwise. */
export const DEFAULT_FILTERS: EventFilters = {
  query: '',
  state: '',
  zipcode: '',
  zipDistance: '',
  country: '',
  period: 'upcoming',
  sortBy: 'startDate',
  sortDirection: 'desc',
  page: 1,
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function parseEventFilters(params: URLSearchParams): EventFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    query: (params.get('query') ?? '').trim(),
    state: (params.get('state') ?? '').trim().toUpperCase(),
    zipcode: (params.get('zipcode') ?? '').trim(),
    zipDistance: oneOf(params.get('zipDistance'), RADIUS_OPTIONS, ''),
    country: (params.get('country') ?? '').trim().toUpperCase(),
    period: oneOf(params.get('period'), ['upcoming', 'past'] as const, DEFAULT_FILTERS.period),
    sortBy: oneOf(params.get('sortBy'), ['startDate', 'title'] as const, DEFAULT_FILTERS.sortBy),
    sortDirection: oneOf(params.get('sortDirection'), ['asc', 'desc'] as const, DEFAULT_FILTERS.sortDirection),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** URL query for the finder: only values that differ from the defaults, so shared links stay short. */
export function filtersToSearchParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as (keyof EventFilters)[]) {
    const value = filters[key];
    if (value === DEFAULT_FILTERS[key] || value === '') continue;
    if (key === 'zipDistance' && !filters.zipcode) continue;
    params.set(key, String(value));
  }
  return params;
}

/** A filter change always goes back to page 1. */
export function updateFilters(filters: EventFilters, change: Partial<EventFilters>): EventFilters {
  const next = { ...filters, ...change };
  if (!('page' in change)) next.page = 1;
  if (change.country !== undefined && change.country !== filters.country && change.state === undefined) next.state = '';
  return next;
}

export type ApiQuery = Record<string, string | number>;

/** Query for GET /api/events. The service spells the direction parameter `sortDirecton` (spec §7). */
export function filtersToApiQuery(filters: EventFilters, limit = EVENTS_PAGE_SIZE): ApiQuery {
  const query: ApiQuery = {
    period: filters.period,
    sortBy: filters.sortBy,
    sortDirecton: filters.sortDirection,
    page: filters.page,
    limit,
  };
  if (filters.query) query.query = filters.query;
  if (filters.state) query.state = filters.state;
  if (filters.country) query.country = filters.country;
  if (filters.zipcode) {
    query.zipcode = filters.zipcode;
    if (filters.zipDistance) query.zipDistance = Number(filters.zipDistance);
  }
  return query;
}

export function hasActiveSearch(filters: EventFilters): boolean {
  return Boolean(filters.query || filters.state || filters.zipcode || filters.country);
}
