import { api, keepPreviousData, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import type { SeriesList } from '@rr/contracts';

export interface SeriesSearch {
  name?: string;
  state?: string;
  country?: string;
  page: number;
}

/** GET /api/series `?name&state&country&page&limit` (spec §7 Series): active series with their number of events. */
export function getSeries(search: SeriesSearch, options: CallOptions = {}): Promise<SeriesList> {
  return api.get<SeriesList>('/api/series', { ...options, query: { ...search, limit: 12 } });
}

/** One page of the series finder; the previous page stays on screen while the next one loads. */
export function useSeriesList(search: SeriesSearch) {
  return useQuery({ queryKey: queryKeys.series.list({ ...search }), queryFn: (context) => getSeries(search, queryCall(context)), placeholderData: keepPreviousData });
}
