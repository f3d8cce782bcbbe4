import { get, post, put, queryCall, queryKeys, useApiMutation, useQuery, useQueryClient } from '@rr/api-client';
import type { EarningsAnswer, PayoutClaimsAnswer, RiderDebtsAnswer, RiderViewBody, SentMarkAnswer, WriteOffInput } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

// A rider's record and money as programme staff see them: the sent mark, the withholding flag, claims.

/** The rider record as staff read it (`GET /api/admin/rider/{riderId}`, identity's RiderView). */
export type AdminRider = RiderViewBody;

export function useAdminRider(riderId: string) {
  return useQuery({
    queryKey: queryKeys.riders.detail(riderId),
    queryFn: (context) => get<{ rider: AdminRider }>(apiPath('/api/admin/rider/:riderId', { riderId }), { alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}

export function useRiderEarnings(riderId: string) {
  return useQuery({
    queryKey: [...queryKeys.payouts.all, 'rider-earnings', riderId] as const,
    queryFn: (context) => get<EarningsAnswer>(apiPath('/api/admin/earnings'), { query: { riderId, period: 'lifetime' }, alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}

export function useRiderClaims(riderId: string) {
  return useQuery({
    queryKey: [...queryKeys.payouts.all, 'claims', { riderId, limit: 100 }] as const,
    queryFn: (context) => get<PayoutClaimsAnswer>(apiPath('/api/admin/payout-claims'), { query: { riderId, limit: 100 }, alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** GET /api/admin/receivables/{riderId}: what the rider owes now, per currency, and every change of it. */
export function useRiderDebts(riderId: string) {
  return useQuery({
    queryKey: [...queryKeys.payouts.all, 'receivables', 'rider', riderId] as const,
    queryFn: (context) => get<RiderDebtsAnswer>(apiPath('/api/admin/receivables/:riderId', { riderId }), { alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** POST /api/admin/receivables/{riderId}/write-off → what the rider owes after it (409 WRITE_OFF_TOO_LARGE: more than owed). */
export function writeOffDebt(riderId: string, body: WriteOffInput): Promise<RiderDebtsAnswer> {
  return post(apiPath('/api/admin/receivables/:riderId/write-off', { riderId }), body, { alert: false });
}

/** PUT /api/admin/earnings/{lotId}/sent: mark a payout sent, or undo the mark. */
export function setSentMark(lotId: string, sent: boolean): Promise<SentMarkAnswer> {
  return put(apiPath('/api/admin/earnings/:lotId/sent', { lotId }), { sent }, { alert: false });
}

/** PUT /api/admin/rider/{riderId}/withholding: the non-resident alien flag (spec §9). */
export function setWithholding(riderId: string, nonResidentAlien: boolean): Promise<{ rider: AdminRider }> {
  return put(apiPath('/api/admin/rider/:riderId/withholding', { riderId }), { nonResidentAlien }, { alert: false });
}

/** PUT /api/admin/rider/{riderId}/flags: the flags the programme's payout rules read (`factory-supported`, …). */
export function setRiderFlags(riderId: string, flags: string[]): Promise<{ rider: AdminRider }> {
  return put(apiPath('/api/admin/rider/:riderId/flags', { riderId }), { flags }, { alert: false });
}

/** What a change of the rider's money makes stale: every payouts read and the rider's page. */
const moneyStale = (riderId: string) => [queryKeys.payouts.all, queryKeys.riders.detail(riderId)];

/** A write of the rider's money (withholding, flags, a lot's sent mark, a write-off); the card shows the failure. */
export function useRiderMoneyWrite<V, A>(riderId: string, write: (variables: V) => Promise<A>) {
  return useApiMutation({ mutationFn: write, invalidates: moneyStale(riderId), meta: { alert: false } });
}

/** The rider's money read again without a write of this page's: a write-off refused because the debt changed elsewhere. */
export function useRefreshRiderMoney(riderId: string) {
  const client = useQueryClient();
  return () => Promise.all(moneyStale(riderId).map((queryKey) => client.invalidateQueries({ queryKey })));
}
