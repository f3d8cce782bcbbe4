import { buildUrl, del, get, keepPreviousData, post, put, queryCall, queryKeys, useQuery, useQueryClient, type CallOptions } from '@rr/api-client';
import type {
  DealerAdminRecordInput,
  DealerAnswer,
  DealerInviteAnswer,
  DealerList,
  DealerListParams,
  DealerLoginAnswer,
  DealerLoginList,
  DealerLoginListParams,
  RedemptionList,
  TillRedemption,
} from '@rr/contracts';
import { exportQuery, type RedemptionParams } from '../lib/redemption-filters';

/**
 * The programme team's reads and writes of dealers, their logins (identity) and their redemptions and refunds
 * (payouts): spec §7 "Dealers", "Credit redemptions".
 */

const quiet = { alert: false } as const;
const id = (value: string) => encodeURIComponent(value);

export function getDealers(params: DealerListParams, call: CallOptions = {}): Promise<DealerList> {
  return get('/api/admin/dealers', { query: { ...params }, ...quiet, ...call });
}

export function useDealers(params: DealerListParams) {
  return useQuery({ queryKey: queryKeys.dealers.list({ ...params }), queryFn: (context) => getDealers(params, queryCall(context)), placeholderData: keepPreviousData, meta: { alert: false } });
}

export function useDealer(dealerId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.dealers.detail(dealerId ?? ''),
    queryFn: (context) => get<DealerAnswer>(`/api/admin/dealer/${id(dealerId ?? '')}`, { ...quiet, ...queryCall(context) }),
    enabled: Boolean(dealerId),
    meta: { alert: false },
  });
}

export const createDealer = (body: DealerAdminRecordInput) => post<DealerAnswer>('/api/admin/dealers', body, quiet);
export const updateDealer = (dealerId: string, body: DealerAdminRecordInput) => put<DealerAnswer>(`/api/admin/dealer/${id(dealerId)}`, body, quiet);
/** Whether the dealer takes part (listed, redeems); its login is apart. */
export const setDealerActive = (dealerId: string, active: boolean) => put<DealerAnswer>(`/api/admin/dealer/${id(dealerId)}/active`, { active }, quiet);

// ── logins ──

export function useDealerLogins(params: DealerLoginListParams) {
  return useQuery({
    queryKey: [...queryKeys.dealers.all, 'logins', { ...params }] as const,
    queryFn: (context) => get<DealerLoginList>('/api/admin/dealer-logins', { query: { ...params }, ...quiet, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

export function useDealerLogin(dealerId: string) {
  return useQuery({
    queryKey: [...queryKeys.dealers.all, 'login', dealerId] as const,
    queryFn: (context) => get<DealerLoginAnswer>(`/api/admin/dealer-login/${id(dealerId)}`, { ...quiet, ...queryCall(context) }),
    meta: { alert: false },
  });
}

/** The invitation again (no password yet) or a password-reset link. */
export const sendLoginLink = (dealerId: string) => post<DealerInviteAnswer>(`/api/admin/dealer-login/${id(dealerId)}/invite`, {}, quiet);
/** The login on or off (deactivation signs the dealer out at once). */
export const setLoginActivation = (dealerId: string, deActivated: boolean) => put(`/api/admin/dealer/${id(dealerId)}/activation`, { deActivated }, quiet);

/** After any write: every dealer list, page and login read again. */
export function useRefreshDealers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.dealers.all });
}

// ── redemptions and refunds (payouts) ──

export type RedemptionKind = 'redeemed' | 'revoked';
const LIST_PATH: Record<RedemptionKind, string> = { redeemed: '/api/admin/credit-redemptions', revoked: '/api/admin/revoked-redemptions' };

export function useRedemptions(kind: RedemptionKind, params: RedemptionParams) {
  const keys = kind === 'redeemed' ? queryKeys.redemptions : queryKeys.revokes;
  return useQuery({
    queryKey: keys.list({ ...params }),
    queryFn: (context) => get<RedemptionList>(LIST_PATH[kind], { query: { ...params }, ...quiet, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** The list's CSV (same filters, every page): a plain download link. */
export const exportHref = (kind: RedemptionKind, params: RedemptionParams) => buildUrl(`${LIST_PATH[kind]}/export`, exportQuery(params));

/** The refund: the redemption is revoked and its amount goes back to the rider's credit (idempotent). */
export const refundRedemption = (redemptionId: string) => del<{ redemption: TillRedemption }>(`/api/admin/credit-redemption/${id(redemptionId)}`, quiet);

/** After a refund: both lists read again. */
export function useRefreshRedemptions() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.redemptions.all }), client.invalidateQueries({ queryKey: queryKeys.revokes.all })]);
}
