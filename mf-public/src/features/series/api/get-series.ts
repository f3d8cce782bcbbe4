import { api, discardApiError, keepPreviousData, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import type { CategoriesList, SeriesList } from '@rr/contracts';
import { isUnknownZipcode } from '../../../lib/postal-codes';
import { apiPath } from '@rr/contracts/routes';

export interface SeriesSearch {
  name?: string;
  state?: string;
  country?: string;
  /** The series' discipline: its category's id. */
  categoryId?: string;
  zipcode?: string;
  /** Miles around `zipcode` (25, 50, 100, 500); absent: the code itself. */
  zipDistance?: number;
  page: number;
}

/** Series per page of the finder. */
export const SERIES_PAGE_SIZE = 12;

/**
 * GET /api/series `?name&state&country&categoryId&zipcode&zipDistance&page&limit` (spec §7 Series): active series with
 * their number of events; around a postal code with a radius, nearest first with their distance.
 */
export function getSeries(search: SeriesSearch, options: CallOptions = {}): Promise<SeriesList> {
  return api.get<SeriesList>(apiPath('/api/series'), { ...options, query: { ...search, limit: SERIES_PAGE_SIZE } });
}

/**
 * One page of the series finder; the previous page stays on screen while the next one loads. An unknown postal code is
 * not alerted: the finder says it in place of the results.
 */
export function useSeriesList(search: SeriesSearch) {
  return useQuery({
    queryKey: queryKeys.series.list({ ...search }),
    queryFn: (context) =>
      getSeries(search, queryCall(context)).catch((error: unknown) => {
        if (isUnknownZipcode(error)) discardApiError(error);
        throw error;
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/categories: the active categories, the disciplines a series belongs to (the finder's choices). */
export function useDisciplines() {
  const query = { active: 'true' };
  return useQuery({
    queryKey: queryKeys.categories.list(query),
    queryFn: (context) => api.get<CategoriesList>(apiPath('/api/categories'), { ...queryCall(context), query, alert: false }),
    staleTime: 5 * 60_000,
    meta: { alert: false },
  });
}
