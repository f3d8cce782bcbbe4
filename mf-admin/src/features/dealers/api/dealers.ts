import { buildUrl, del, get, keepPreviousData, post, put, queryCall, queryKeys, useApiMutation, useQuery, type CallOptions } from '@rr/api-client';
import type {
  DealerAdminRecordInput,
  DealerAnswer,
  DealerInviteAnswer,
  DealerList,
  DealerListParams,
  DealerLoginAnswer,
  DealerLoginList,
  DealerLoginListParams,
  Locale,
  RedemptionList,
  TillRedemption,
} from '@rr/contracts';
import { exportQuery, type RedemptionParams } from '../lib/redemption-filters';
import { apiPath } from '@rr/contracts/routes';

/**
 * The programme team's reads and writes of dealers, their logins (identity) and their redemptions and refunds
 * (payouts): spec §7 "Dealers", "Credit redemptions".
 */

const quiet = { alert: false } as const;

export function getDealers(params: DealerListParams, call: CallOptions = {}): Promise<DealerList> {
  return get(apiPath('/api/admin/dealers'), { query: { ...params }, ...quiet, ...call });
}

export function useDealers(params: DealerListParams) {
  return useQuery({ queryKey: queryKeys.dealers.list({ ...params }), queryFn: (context) => getDealers(params, queryCall(context)), placeholderData: keepPreviousData, meta: { alert: false } });
}

export function useDealer(dealerId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.dealers.detail(dealerId ?? ''),
    queryFn: (context) => get<DealerAnswer>(apiPath('/api/admin/dealer/:dealerId', { dealerId: dealerId ?? '' }), { ...quiet, ...queryCall(context) }),
    enabled: Boolean(dealerId),
    meta: { alert: false },
  });
}

export const createDealer = (body: DealerAdminRecordInput) => post<DealerAnswer>(apiPath('/api/admin/dealers'), body, quiet);
export const updateDealer = (dealerId: string, body: DealerAdminRecordInput) => put<DealerAnswer>(apiPath('/api/admin/dealer/:dealerId', { dealerId }), body, quiet);
/** Whether the dealer takes part (listed, redeems); its login is apart. */
export const setDealerActive = (dealerId: string, active: boolean) => put<DealerAnswer>(apiPath('/api/admin/dealer/:dealerId/active', { dealerId }), { active }, quiet);

// ── logins ──

export function useDealerLogins(params: DealerLoginListParams) {
  return useQuery({
    queryKey: [...queryKeys.dealers.all, 'logins', { ...params }] as const,
    queryFn: (context) => get<DealerLoginList>(apiPath('/api/admin/dealer-logins'), { query: { ...params }, ...quiet, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

export function useDealerLogin(dealerId: string) {
  return useQuery({
    queryKey: [...queryKeys.dealers.all, 'login', dealerId] as const,
    queryFn: (context) => get<DealerLoginAnswer>(apiPath('/api/admin/dealer-login/:dealerId', { dealerId }), { ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** The invitation again (no password yet) or a password-reset link. */
export const sendLoginLink = (dealerId: string) => post<DealerInviteAnswer>(apiPath('/api/admin/dealer-login/:dealerId/invite', { dealerId }), {}, quiet);
/** The login on or off (deactivation signs the dealer out at once). */
export const setLoginActivation = (dealerId: string, deActivated: boolean) => put(apiPath('/api/admin/dealer/:dealerId/activation', { dealerId }), { deActivated }, quiet);

/** A write of dealers or their logins: every dealer list, page and login is read again after it. The page shows the failure. */
export function useDealerWrite<V, A>(write: (variables: V) => Promise<A>) {
  return useApiMutation({ mutationFn: write, invalidates: [queryKeys.dealers.all], meta: { alert: false } });
}

// ── redemptions and refunds (payouts) ──

export type RedemptionKind = 'redeemed' | 'revoked';
const LIST_PATH: Record<RedemptionKind, string> = { redeemed: apiPath('/api/admin/credit-redemptions'), revoked: apiPath('/api/admin/revoked-redemptions') };
const EXPORT_PATH: Record<RedemptionKind, string> = { redeemed: apiPath('/api/admin/credit-redemptions/export'), revoked: apiPath('/api/admin/revoked-redemptions/export') };

export function useRedemptions(kind: RedemptionKind, params: RedemptionParams) {
  const keys = kind === 'redeemed' ? queryKeys.redemptions : queryKeys.revokes;
  return useQuery({
    queryKey: keys.list({ ...params }),
    queryFn: (context) => get<RedemptionList>(LIST_PATH[kind], { query: { ...params }, ...quiet, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** The list's CSV (same filters, every page), its headers and yes / no in `locale` (the page's language): a plain download link. */
export const exportHref = (kind: RedemptionKind, params: RedemptionParams, locale: Locale) => buildUrl(EXPORT_PATH[kind], { ...exportQuery(params), locale });

/** The refund: the redemption is revoked and its amount goes back to the rider's credit (idempotent). */
export const refundRedemption = (redemptionId: string) => del<{ redemption: TillRedemption }>(apiPath('/api/admin/credit-redemption/:redemptionId', { redemptionId }), quiet);

/** A refund; both lists (redeemed and revoked) are read again after it. The table shows the failure. */
export function useRefund() {
  return useApiMutation({ mutationFn: (redemptionId: string) => refundRedemption(redemptionId), invalidates: [queryKeys.redemptions.all, queryKeys.revokes.all], meta: { alert: false } });
}
