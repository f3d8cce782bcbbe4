import { get, post, put, queryCall, queryKeys, useApiMutation, useQuery, type CallOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import type { PayoutClaim, PayoutClaimInput, PayoutClaimsAnswer, PayoutClaimUpdate } from '@rr/contracts';

// The rider's own payout claims: list, file, edit, withdraw.

const key = [...queryKeys.payouts.all, 'claims'] as const;

/** GET /api/rider/payout-claims: the rider's claims, the events they can still claim for, and their bikes. */
export function useMyClaims() {
  return useQuery({ queryKey: key, queryFn: (context) => get<PayoutClaimsAnswer>(apiPath('/api/rider/payout-claims'), { query: { limit: 100 }, alert: false, ...queryCall(context) }), meta: { alert: false } });
}

/** POST /api/rider/payout-claims → 201 `{ payoutClaim }`. */
export function fileClaim(body: PayoutClaimInput, call: CallOptions = {}): Promise<{ payoutClaim: PayoutClaim }> {
  return post(apiPath('/api/rider/payout-claims'), body, { alert: false, ...call });
}

/** PUT /api/rider/payout-claim/{id}: edit or withdraw an open claim. */
export function updateClaim(id: string, body: PayoutClaimUpdate, call: CallOptions = {}): Promise<{ payoutClaim: PayoutClaim }> {
  return put(apiPath('/api/rider/payout-claim/:id', { id }), body, { alert: false, ...call });
}

/** Files a claim, or changes or withdraws an open one; every payouts read (claims, earnings, balances) goes again after it. */
export function useClaimWrite<V>(write: (variables: V) => Promise<{ payoutClaim: PayoutClaim }>) {
  // The card or the form shows the failure.
  return useApiMutation({ mutationFn: write, invalidates: [queryKeys.payouts.all], meta: { alert: false } });
}
