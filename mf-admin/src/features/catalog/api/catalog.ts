import { del, get, keepPreviousData, post, put, queryCall, queryKeys, useApiMutation, useQuery, type CallOptions } from '@rr/api-client';
import type { CategoriesList, CategoryAnswer, CategoryInput, ImportAnswer, SerieAnswer, Series, SeriesInput, SeriesList } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** Staff reads and writes of series and categories (spec §7 Series and Categories). */

const quiet = { alert: false } as const;

export interface AdminSeriesParams {
  name?: string;
  state?: string;
  active?: 'true' | 'false' | 'all';
  page: number;
}

export function useAdminSeries(params: AdminSeriesParams) {
  return useQuery({
    queryKey: queryKeys.series.list({ admin: true, ...params }),
    queryFn: (context) => get<SeriesList>(apiPath('/api/admin/series'), { query: { ...params, limit: 15 }, ...quiet, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** A series (GET /api/serie/{id}: the public read, which staff can make of any series). */
export function useSerie(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.series.detail(id ?? ''),
    queryFn: (context) => get<SerieAnswer>(apiPath('/api/serie/:id', { id: id ?? '' }), { ...quiet, ...queryCall(context) }),
    enabled: Boolean(id),
    meta: { alert: false },
  });
}

/** Approved promoters by name, for the series and event forms. */
export function usePromoterChoices() {
  return useQuery({
    queryKey: [...queryKeys.promoters.all, 'choices'],
    queryFn: (context) => get<{ promoters: Array<{ _id: string; name: string; active: boolean }> }>(apiPath('/api/promoters/all'), { ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

export function useCategories() {
  return useQuery({
    queryKey: queryKeys.categories.list({ active: 'all' }),
    queryFn: (context) => get<CategoriesList>(apiPath('/api/categories'), { query: { active: 'all' }, ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

export function useCategory(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.categories.detail(id ?? ''),
    queryFn: (context) => get<CategoryAnswer>(apiPath('/api/category/:id', { id: id ?? '' }), { ...quiet, ...queryCall(context) }),
    enabled: Boolean(id),
    meta: { alert: false },
  });
}

export const createSeries = (body: SeriesInput) => post<{ serie: Series }>(apiPath('/api/admin/series'), body, quiet);
export const updateSeries = (id: string, body: SeriesInput) => put<{ serie: Series }>(apiPath('/api/admin/serie/:id', { id }), body, quiet);
export const deleteSeries = (id: string) => del<{ removedFromEvents: number }>(apiPath('/api/admin/serie/:id', { id }), quiet);
/** Approves a series a promoter created: shown to riders from then on (`PUT /api/admin/serie/{id}/approve`). */
export const approveSeries = (id: string) => put<{ serie: Series }>(apiPath('/api/admin/serie/:id/approve', { id }), {}, quiet);
export const addEventToSeries = (id: string, eventId: string) => put<{ serie: Series }>(apiPath('/api/admin/serie/:id/event/:eventId', { id, eventId }), {}, quiet);
export const removeEventFromSeries = (id: string, eventId: string) => del<{ serie: Series }>(apiPath('/api/admin/serie/:id/event/:eventId', { id, eventId }), quiet);
export const commitSeriesUpload = (id: string, importId: string, call: CallOptions = {}) => post<ImportAnswer>(apiPath('/api/admin/serie/:id/imports/:importId/commit', { id, importId }), {}, { ...quiet, ...call });
export const createCategory = (body: CategoryInput) => post<CategoryAnswer>(apiPath('/api/admin/categories'), body, quiet);
export const updateCategory = (id: string, body: CategoryInput) => put<CategoryAnswer>(apiPath('/api/admin/category/:id', { id }), body, quiet);
export const deleteCategory = (id: string) => del<{ removedFromSeries: number }>(apiPath('/api/admin/category/:id', { id }), quiet);

/**
 * A write of the catalog: series, categories and events are read again after it (a series shows in events and
 * categories). The page shows the failure.
 */
export function useCatalogWrite<V, A>(write: (variables: V) => Promise<A>) {
  return useApiMutation({
    mutationFn: write,
    invalidates: [queryKeys.series.all, queryKeys.categories.all, queryKeys.events.all, queryKeys.event.all],
    meta: { alert: false },
  });
}
