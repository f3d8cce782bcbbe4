import { api, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import { useQuery } from '@rr/api-client';
import type { SerieAnswer } from '@rr/contracts';

/** The answer of GET /api/serie/:id (the events service's contract). */
export type SerieResponse = SerieAnswer;

/** GET /api/serie/:id — a series and its events (spec §7 Series). */
export function getSerie(seriesId: string, options: CallOptions = {}): Promise<SerieResponse> {
  return api.get<SerieResponse>(`/api/serie/${encodeURIComponent(seriesId)}`, options);
}

/** The series page's data (no request without an id). */
export function useSerie(seriesId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.series.detail(seriesId ?? ''),
    queryFn: (context) => getSerie(seriesId ?? '', queryCall(context)),
    enabled: Boolean(seriesId),
  });
}
