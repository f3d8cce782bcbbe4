import { get, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { tillRiderSchema, type TillRider } from '@rr/contracts';
import { checked } from '../../../lib/checked';

/** GET /api/dealer/rider/{riderId} → `{ rider, creditRedemptions, payoutClaims }`: the till reads the rider (`tillRiderSchema`). */
export async function getTillRider(riderId: string, call: CallOptions = {}): Promise<TillRider> {
  const answer = await get<unknown>(apiPath('/api/dealer/rider/:riderId', { riderId }), { alert: false, ...call });
  const rider = typeof answer === 'object' && answer !== null ? (answer as { rider?: unknown }).rider : undefined;
  return checked(tillRiderSchema, rider);
}

/** The rider at the till: who they are and whether their PIN is ready (read again after a PIN error). */
export function useTillRider(riderId: string) {
  return useQuery({
    queryKey: queryKeys.riders.detail(riderId),
    queryFn: (context) => getTillRider(riderId, queryCall(context)),
    enabled: riderId !== '',
    meta: { alert: false },
  });
}
