import { get, queryCall, queryKeys, useQuery } from '@rr/api-client';
import type { VinCheckResponse, VinMakesResponse } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/**
 * `GET /api/vin-check?vin&year` (public): the server's match of a complete VIN against the VIN patterns. Only asked
 * when `enabled` (the VIN explains itself as valid); answers are kept a minute per VIN and year.
 */
export function useVinCheck(vin: string, year: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.vinPatterns.all, 'check', vin, year ?? 0] as const,
    queryFn: (context) => get<VinCheckResponse>(apiPath('/api/vin-check'), { query: { vin, ...(year ? { year } : {}) }, alert: false, ...queryCall(context) }),
    enabled,
    staleTime: 60_000,
    retry: 1,
    meta: { alert: false },
  });
}

/** `GET /api/vin-makes` (public): the makes the programme accepts (those of verified VIN patterns), A–Z. */
export function useVinMakes() {
  return useQuery({
    queryKey: [...queryKeys.vinPatterns.all, 'makes'] as const,
    queryFn: (context) => get<VinMakesResponse>(apiPath('/api/vin-makes'), { alert: false, ...queryCall(context) }),
    staleTime: 60 * 60_000,
    retry: 1,
    meta: { alert: false },
  });
}
