import { get, keepPreviousData, post, put, queryCall, queryKeys, useApiMutation, useQuery } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import type { AdminPayoutClaimInput, PayoutClaim, PayoutClaimsAnswer, PayoutClaimUpdate } from '@rr/contracts';

// The administrators' payout claims: search, file for a rider, decide.

export type ClaimFilters = Readonly<Record<string, string | number | undefined>>;
const key = (filters: ClaimFilters) => [...queryKeys.payouts.all, 'claims', filters] as const;

/** GET /api/admin/payout-claims with the spec §3 search fields, the status and the page. */
export function useClaims(filters: ClaimFilters) {
  return useQuery({
    queryKey: key(filters),
    queryFn: (context) => get<PayoutClaimsAnswer>(apiPath('/api/admin/payout-claims'), { query: filters, alert: false, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** The events (with published results, by title) and the chosen rider's bikes a new claim can name. */
export function useClaimChoices(eventQuery: string, riderId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.payouts.all, 'claim-choices', eventQuery, riderId] as const,
    queryFn: (context) =>
      get<PayoutClaimsAnswer>(apiPath('/api/admin/payout-claims'), { query: { limit: 1, eventQuery: eventQuery || undefined, riderId: riderId ?? undefined }, alert: false, ...queryCall(context) }),
    enabled: eventQuery.length >= 2 || riderId !== null,
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** The classes a claim for the event can name (the event's payout table), as the claim form reads them. */
export { useClaimClasses } from '@rr/ui/claim-fields';

export function createClaim(body: AdminPayoutClaimInput): Promise<{ payoutClaim: PayoutClaim }> {
  return post(apiPath('/api/admin/payout-claims'), body, { alert: false });
}

export function decideClaim(id: string, body: PayoutClaimUpdate): Promise<{ payoutClaim: PayoutClaim }> {
  return put(apiPath('/api/admin/payout-claim/:id', { id }), body, { alert: false });
}

/** A claim filed or decided; every payouts read (claims, earnings, balances) goes again after it. The form shows the failure. */
export function useClaimWrite<V, A>(write: (variables: V) => Promise<A>) {
  return useApiMutation({ mutationFn: write, invalidates: [queryKeys.payouts.all], meta: { alert: false } });
}
