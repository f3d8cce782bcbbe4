import { api, discardApiError, keepPreviousData, put, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import type { DealersLeanAnswer } from '@rr/contracts';
import { isUnknownZipcode } from '../../../lib/postal-codes';
import type { DealersApiQuery } from '../lib/dealers-query';
import { apiPath } from '@rr/contracts/routes';

/** GET /api/dealers-lean: the public dealer finder (spec §7 Dealers). */
export function getDealers(query: DealersApiQuery, options: CallOptions = {}): Promise<DealersLeanAnswer> {
  return api.get<DealersLeanAnswer>(apiPath('/api/dealers-lean'), { ...options, query });
}

/**
 * The finder's dealers; the previous answer stays on screen while the next one loads. An unknown postal code is not
 * alerted: the page says it in place of the results.
 */
export function useDealers(query: DealersApiQuery) {
  return useQuery({
    queryKey: queryKeys.dealers.list(query),
    queryFn: (context) =>
      getDealers(query, queryCall(context)).catch((error: unknown) => {
        if (isUnknownZipcode(error)) discardApiError(error);
        throw error;
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/rider/favourite-dealers/{dealerId}: the signed-in rider marks or unmarks a favourite dealer. */
export function setFavouriteDealer(dealerId: string, favourite: boolean, options: CallOptions = {}): Promise<{ favourite: boolean }> {
  return put<{ favourite: boolean }>(apiPath('/api/rider/favourite-dealers/:dealerId', { dealerId }), { favourite }, options);
}
