import { post, put } from '@rr/api-client';
import type { PromoterSeriesInput, Series } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/**
 * The promoter's own series writes (docs/api.md "Series"): a new one (`POST /api/promoter/{id}/series`, waiting for
 * staff review) and an edit (`PUT /api/serie/{id}`). Failures are shown on the form, never as the generic alert.
 */
const quiet = { alert: false } as const;

export const createOwnSeries = (promoterId: string, body: PromoterSeriesInput) => post<{ serie: Series }>(apiPath('/api/promoter/:promoterId/series', { promoterId }), body, quiet);
export const updateOwnSeries = (seriesId: string, body: PromoterSeriesInput) => put<{ serie: Series }>(apiPath('/api/serie/:seriesId', { seriesId }), body, quiet);
