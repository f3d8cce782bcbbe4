import { api, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import { useQuery } from '@rr/api-client';
import type { SerieAnswer, SeriesStandings } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** The answer of GET /api/serie/:id (the events service's contract). */
export type SerieResponse = SerieAnswer;

/** GET /api/serie/:id — a series and its events (spec §7 Series). */
export function getSerie(seriesId: string, options: CallOptions = {}): Promise<SerieResponse> {
  return api.get<SerieResponse>(apiPath('/api/serie/:seriesId', { seriesId }), options);
}

/** The series page's data (no request without an id). */
export function useSerie(seriesId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.series.detail(seriesId ?? ''),
    queryFn: (context) => getSerie(seriesId ?? '', queryCall(context)),
    enabled: Boolean(seriesId),
  });
}

/** GET /api/serie/:id/standings — every class's championship table of the series (public: riders by name and hometown). */
export function getSerieStandings(seriesId: string, options: CallOptions = {}): Promise<SeriesStandings> {
  return api.get<SeriesStandings>(apiPath('/api/serie/:seriesId/standings', { seriesId }), { ...options, alert: false });
}

/** The series page's standings (loaded beside the series; a failure is said in place, not alerted). */
export function useSerieStandings(seriesId: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.series.detail(seriesId ?? ''), 'standings'],
    queryFn: (context) => getSerieStandings(seriesId ?? '', queryCall(context)),
    enabled: Boolean(seriesId),
    meta: { alert: false },
  });
}
