import { get, post, put, queryCall, queryKeys, useQuery, type CallOptions } from '@rr/api-client';
import type { PayoutClaim, PayoutClaimInput, PayoutClaimsAnswer, PayoutClaimUpdate } from '@rr/contracts';

// The rider's own payout claims (issue 12 item 6): list, file, edit, withdraw.

const key = [...queryKeys.payouts.all, 'claims'] as const;

/** GET /api/rider/payout-claims: the rider's claims, the events they can still claim for, and their bikes. */
export function useMyClaims() {
  return useQuery({ queryKey: key, queryFn: (context) => get<PayoutClaimsAnswer>('/api/rider/payout-claims', { query: { limit: 100 }, alert: false, ...queryCall(context) }), meta: { alert: false } });
}

/** POST /api/rider/payout-claims → 201 `{ payoutClaim }`. */
export function fileClaim(body: PayoutClaimInput, call: CallOptions = {}): Promise<{ payoutClaim: PayoutClaim }> {
  return post('/api/rider/payout-claims', body, { alert: false, ...call });
}

/** PUT /api/rider/payout-claim/{id}: edit or withdraw an open claim. */
export function updateClaim(id: string, body: PayoutClaimUpdate, call: CallOptions = {}): Promise<{ payoutClaim: PayoutClaim }> {
  return put(`/api/rider/payout-claim/${encodeURIComponent(id)}`, body, { alert: false, ...call });
}
