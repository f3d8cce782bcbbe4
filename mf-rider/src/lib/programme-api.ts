import { get, keepPreviousData, mutationCall, put, queryCall, queryKeys, useApiMutation, useQuery, type CallOptions } from '@rr/api-client';
import type { CategoriesList, EventsList, RiderSeriesStanding, SerieAnswer, SeriesList } from '@rr/contracts';
import { MY_EVENTS_KEY } from './events-api';
import { apiPath } from '@rr/contracts/routes';

// The programme's series, events and categories as the rider's pages read them (the public reads of spec §7), the
// rider's standing in a series, and the rider's favourite marks on events and series.

/** What the rider's events list asks `GET /api/events` (spec §7 Events; the finder's filters). */
export interface EventsSearch {
  query?: string;
  country?: string;
  state?: string;
  period: 'upcoming' | 'past';
  page: number;
}

/** Events per page of the rider's events list. */
export const EVENTS_PAGE_SIZE = 20;

/** One page of events: upcoming soonest first, past latest first. */
export function useEventsList(search: EventsSearch) {
  const query = { ...search, sortBy: 'startDate', sortDirecton: search.period === 'upcoming' ? 'asc' : 'desc', limit: EVENTS_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.events.list(query),
    queryFn: (context) => get<EventsList>(apiPath('/api/events'), { query, alert: false, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** What the rider's series list asks `GET /api/series` (spec §7 Series). */
export interface SeriesSearch {
  name?: string;
  country?: string;
  state?: string;
  page: number;
}

/** Series per page of the rider's series list. */
export const SERIES_PAGE_SIZE = 20;

/** One page of active series by name, each with its number of events. */
export function useSeriesList(search: SeriesSearch) {
  const query = { ...search, limit: SERIES_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.series.list(query),
    queryFn: (context) => get<SeriesList>(apiPath('/api/series'), { query, alert: false, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** GET /api/serie/{seriesId}: a series and all its events, first day first (the public series page's read, by its key). */
export function useSerie(seriesId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.series.detail(seriesId),
    queryFn: (context) => get<SerieAnswer>(apiPath('/api/serie/:seriesId', { seriesId }), { alert: false, ...queryCall(context) }),
    enabled: enabled && seriesId !== '',
    meta: { alert: false },
  });
}

/** GET /api/categories: the active categories (a rider sees no other), each with its series. */
export function useCategories() {
  const query = { active: 'true' };
  return useQuery({
    queryKey: queryKeys.categories.list(query),
    queryFn: (context) => get<CategoriesList>(apiPath('/api/categories'), { query, alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** GET /api/rider/events/series/{seriesId}/standing: the rider's provisional standing per class of the series. */
export function useSeriesStanding(seriesId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.series.detail(seriesId ?? ''), 'standing'] as const,
    queryFn: (context) => get<RiderSeriesStanding>(apiPath('/api/rider/events/series/:seriesId/standing', { seriesId: seriesId ?? '' }), { alert: false, ...queryCall(context) }),
    enabled: seriesId !== null && seriesId !== '',
    meta: { alert: false },
  });
}

/** What a favourite mark is on. */
export type FavouriteKind = 'event' | 'series';

/** PUT the rider's favourite mark on an event (`/api/rider/events/{id}/favourite`) or a series (`/api/rider/events/series/{id}/favourite`). */
export function setFavourite(kind: FavouriteKind, id: string, favourite: boolean, call: CallOptions = {}): Promise<{ favourite: boolean }> {
  const path = kind === 'event' ? apiPath('/api/rider/events/:id/favourite', { id }) : apiPath('/api/rider/events/series/:id/favourite', { id });
  return put(path, { favourite }, { alert: false, ...call });
}

/** The favourite toggle's write: the rider's own events and series (every page's marks, the dashboard) read again. */
export function useSetFavourite(kind: FavouriteKind, id: string, options: { onSuccess?: (favourite: boolean) => void; onError?: (error: unknown) => void } = {}) {
  return useApiMutation({
    mutationFn: (favourite: boolean) => setFavourite(kind, id, favourite, mutationCall),
    invalidates: [MY_EVENTS_KEY],
    meta: { alert: false },
    onSuccess: (answer) => options.onSuccess?.(answer.favourite),
    onError: (error) => options.onError?.(error),
  });
}
