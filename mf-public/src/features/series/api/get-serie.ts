import { api } from '@rr/api-client';
import { useRequest } from '../../../lib/use-request';
import type { Event, Series } from '../../events/types';

export interface SerieResponse {
  serie: Series;
  events: Event[];
}

/** GET /api/serie/:id — a series and its events (spec §7 Series). */
export function getSerie(seriesId: string, signal?: AbortSignal): Promise<SerieResponse> {
  return api.get<SerieResponse>(`/api/serie/${encodeURIComponent(seriesId)}`, signal ? { signal } : {});
}

export function useSerie(seriesId: string | undefined) {
  return useRequest(seriesId ? `serie/${seriesId}` : null, (signal) => getSerie(seriesId ?? '', signal));
}
