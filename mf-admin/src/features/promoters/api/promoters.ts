import { get, keepPreviousData, post, put, queryCall, queryKeys, useApiMutation, useQuery, type CallOptions } from '@rr/api-client';
import type {
  AdminPromoterInput,
  ApplicationUpdateInput,
  PromoterApplication,
  PromoterDetail,
  PromoterList,
  PromoterListParams,
  PromoterRecordInput,
  PromoterRejectInput,
  PromoterSummary,
} from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** Staff reads and writes of promoters and their applications (spec §7 "Promoters"). */

const quiet = { alert: false } as const;

export function getPromoters(params: PromoterListParams, call: CallOptions = {}): Promise<PromoterList> {
  return get(apiPath('/api/promoters'), { query: { ...params }, ...quiet, ...call });
}

export function usePromoters(params: PromoterListParams) {
  return useQuery({ queryKey: queryKeys.promoters.list({ ...params }), queryFn: (context) => getPromoters(params, queryCall(context)), placeholderData: keepPreviousData, meta: { alert: false } });
}

export function usePromoterSummary() {
  return useQuery({ queryKey: [...queryKeys.promoters.all, 'summary'], queryFn: (context) => get<PromoterSummary>(apiPath('/api/promoters/summary'), { ...quiet, ...queryCall(context) }), meta: { alert: false } });
}

export function usePromoter(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.promoters.detail(id ?? ''),
    queryFn: (context) => get<PromoterDetail>(apiPath('/api/admin/promoter/:id', { id: id ?? '' }), { ...quiet, ...queryCall(context) }),
    enabled: Boolean(id),
    meta: { alert: false },
  });
}

export type Decision = 'approve' | 'reject' | 'undo';

/** Approve, reject (with `{ reason? }`, mailed to the applicant) or undo the promoter's latest application. */
export const decide = (id: string, action: Decision, body: PromoterRejectInput = {}) => put<PromoterDetail>(apiPath('/api/admin/promoter/:id/:action', { id, action }), action === 'reject' ? body : {}, quiet);
export const decideMany = (action: 'approve' | 'reject', ids: string[], body: PromoterRejectInput = {}) =>
  post<{ updated: number }>(apiPath('/api/admin/promoters/:action', { action }), { ids, ...(action === 'reject' ? body : {}) }, quiet);
export const deleteMany = (ids: string[]) => post<{ deleted: number }>(apiPath('/api/admin/promoters/delete'), { ids }, quiet);
export const createPromoter = (body: AdminPromoterInput) => post<PromoterDetail>(apiPath('/api/admin/promoters'), body, quiet);
export const updatePromoter = (id: string, body: PromoterRecordInput) => put<PromoterDetail>(apiPath('/api/admin/promoter/:id', { id }), body, quiet);
export const updateApplication = (id: string, body: ApplicationUpdateInput) => put<{ application: PromoterApplication }>(apiPath('/api/admin/promoter-application/:id', { id }), body, quiet);
export const setActivation = (id: string, deActivated: boolean) => put(apiPath('/api/admin/promoter/:id/activation', { id }), { deActivated }, quiet);

/** A write of promoters: every promoter list, summary and page is read again after it. The page or form shows the failure. */
export function usePromoterWrite<V, A>(write: (variables: V) => Promise<A>) {
  return useApiMutation({ mutationFn: write, invalidates: [queryKeys.promoters.all], meta: { alert: false } });
}
