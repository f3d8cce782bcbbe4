/** The dealer finder's filters, kept in the URL query and turned into the GET /api/dealers-lean query. */
import { oneOf, placeApiQuery } from '../../../lib/finder-query';
import { RADIUS_OPTIONS, type Radius } from '../../../lib/postal-codes';

export interface DealerFilters {
  name: string;
  country: string;
  state: string;
  zipcode: string;
  /** '' is Exact (the postal code itself). */
  zipDistance: Radius;
}

/** The finder with nothing chosen: every participating dealer, by name. */
export const DEFAULT_DEALER_FILTERS: DealerFilters = { name: '', country: '', state: '', zipcode: '', zipDistance: '' };

export function parseDealerFilters(params: URLSearchParams): DealerFilters {
  const zipcode = (params.get('zipcode') ?? '').trim();
  return {
    name: (params.get('name') ?? '').trim(),
    country: (params.get('country') ?? '').trim().toUpperCase(),
    state: (params.get('state') ?? '').trim().toUpperCase(),
    zipcode,
    zipDistance: zipcode ? oneOf(params.get('zipDistance'), RADIUS_OPTIONS, '') : '',
  };
}

/** URL query for the finder: only the filters that are set, so shared links stay short; no distance without a code. */
export function dealerFiltersToSearchParams(filters: DealerFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['name', 'country', 'state', 'zipcode', 'zipDistance'] as const) {
    const value = filters[key].trim();
    if (!value || (key === 'zipDistance' && !filters.zipcode.trim())) continue;
    params.set(key, value);
  }
  return params;
}

/** A change of country clears a state chosen in another country. */
export function updateDealerFilters(filters: DealerFilters, change: Partial<DealerFilters>): DealerFilters {
  const next = { ...filters, ...change };
  if (change.country !== undefined && change.country !== filters.country && change.state === undefined) next.state = '';
  if (!next.zipcode.trim()) next.zipDistance = '';
  return next;
}

export type DealersApiQuery = Record<string, string | number>;

/** Query for GET /api/dealers-lean (no `zipDistance`: Exact). Inactive dealers are never asked for here. */
export function dealerFiltersToApiQuery(filters: DealerFilters): DealersApiQuery {
  return { ...(filters.name ? { name: filters.name } : {}), ...placeApiQuery(filters) };
}

export function hasDealerSearch(filters: DealerFilters): boolean {
  return Boolean(filters.name || filters.country || filters.state || filters.zipcode);
}
