import { get, keepPreviousData, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import type { EarningsAnswer, EarningsPeriod } from '@rr/contracts';

/** GET /api/rider/earnings `?period=` → the signed-in rider's earnings, each result explained. */
export function getEarnings(period: EarningsPeriod, call: CallOptions = {}): Promise<EarningsAnswer> {
  return get('/api/rider/earnings', { query: { period }, alert: false, ...call });
}

export function useEarnings(period: EarningsPeriod) {
  return useQuery({
    queryKey: [...queryKeys.payouts.all, 'earnings', period] as const,
    queryFn: (context) => getEarnings(period, queryCall(context)),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}
