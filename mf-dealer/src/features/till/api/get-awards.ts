import { get, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { tillCreditSchema, type TillCredit } from '@rr/contracts';
import { checked } from '../../../lib/checked';

/** The key of a rider's dealer credit at the till; a redemption makes every payouts read stale. */
export const awardsKey = (riderId: string) => [...queryKeys.payouts.all, 'awards', riderId] as const;

/** GET /api/dealer/awards/{riderId} → the rider's dealer credit lots, soonest expiry first, and the total available. */
export async function getAwards(riderId: string, call: CallOptions = {}): Promise<TillCredit> {
  return checked(tillCreditSchema, await get(apiPath('/api/dealer/awards/:riderId', { riderId }), { alert: false, ...call }));
}

/** "Find awards": asked only once the employee presses the button (`enabled`), never cached for long. */
export function useAwards(riderId: string, enabled: boolean) {
  return useQuery({
    queryKey: awardsKey(riderId),
    queryFn: (context) => getAwards(riderId, queryCall(context)),
    enabled: enabled && riderId !== '',
    staleTime: 0,
    meta: { alert: false },
  });
}
