import { get, queryCall, queryKeys, useQuery, type Query } from '@rr/api-client';
import type { ContingencyHeadline, DeadlineReport, PayoutClaimsAnswer, PromoterList, RecentEvents, RecentPayouts, ReportSummary } from '@rr/contracts';
import type { ResultExceptions } from '@rr/contracts/result-exceptions';
import { apiPath } from '@rr/contracts/routes';

// The dashboard's reads. Each part of the page has its own query and shows its own failure in place
// (no alert: one failed part must not hide or interrupt the others). Only types come from '@rr/contracts': its values
// would bring the whole contracts bundle (zod and every schema) into the admin's first load; links come from
// '@rr/contracts/routes', which the shell has already loaded.

/** How many recent events and payouts the dashboard lists (spec §9 "Recent events 5"). */
export const RECENT_LIMIT = 5;

const quiet = { alert: false } as const;
const meta = { alert: false } as const;

function read<T>(path: string, query?: Query) {
  return (context: { signal: AbortSignal }) => get<T>(path, { ...(query ? { query } : {}), ...quiet, ...queryCall(context) });
}

/** GET /api/aggregates/contingency: the programme-wide headline (as on the public home page, one cache entry). */
export function useContingencyHeadline() {
  return useQuery({ queryKey: queryKeys.aggregates.contingency(), queryFn: read<ContingencyHeadline>(apiPath('/api/aggregates/contingency')), meta });
}

/** GET /api/admin/aggregates/summary with no range: the server's default, 1 January of this programme year to today. */
export function useDashboardSummary() {
  return useQuery({ queryKey: queryKeys.aggregates.report('summary', { range: 'default' }), queryFn: read<ReportSummary>(apiPath('/api/admin/aggregates/summary')), meta });
}

/** GET /api/admin/aggregates/payouts?limit=5: the latest earnings, newest first. */
export function useRecentPayouts() {
  const query = { limit: RECENT_LIMIT };
  return useQuery({ queryKey: queryKeys.aggregates.report('payouts', query), queryFn: read<RecentPayouts>(apiPath('/api/admin/aggregates/payouts'), query), meta });
}

/** GET /api/events-lean?limit=5: the latest active events that have started. */
export function useRecentEvents() {
  const query = { limit: RECENT_LIMIT };
  return useQuery({ queryKey: [...queryKeys.events.all, 'lean', query] as const, queryFn: read<RecentEvents>(apiPath('/api/events-lean'), query), meta });
}

/** What needs attention today: each a count read as the `total` of a one-row page of the list the dashboard links to. */
export const ATTENTION_QUERIES = {
  /** Events whose results are overdue (GET /api/admin/events-late; the late results page, no range). */
  lateResults: { path: apiPath('/api/admin/events-late'), query: { limit: 1 } },
  /** Payout claims waiting for a decision (GET /api/admin/payout-claims?status=open; the claims page so filtered). */
  openClaims: { path: apiPath('/api/admin/payout-claims'), query: { status: 'open', limit: 1 } },
  /** Promoters whose application waits for a decision, any season (GET /api/promoters?status=pending). */
  pendingApplications: { path: apiPath('/api/promoters'), query: { status: 'pending', page: 1, limit: 1 } },
  /**
   * Result lines still to match, across active events (GET /api/admin/result-exceptions): the total of the queue page
   * the link opens, from the same query, so the two always agree.
   */
  matchExceptions: { path: apiPath('/api/admin/result-exceptions'), query: { limit: 1 } },
} as const;
export type AttentionItem = keyof typeof ATTENTION_QUERIES;
export interface AttentionCount {
  total: number;
}

type Paged = DeadlineReport | PayoutClaimsAnswer | PromoterList | ResultExceptions;

export function useAttentionCount(item: AttentionItem) {
  const { path, query } = ATTENTION_QUERIES[item];
  const area = item === 'lateResults' || item === 'matchExceptions' ? queryKeys.events.all : item === 'openClaims' ? queryKeys.payouts.all : queryKeys.promoters.all;
  return useQuery({
    queryKey: [...area, 'attention', item] as const,
    queryFn: read<Paged>(path, query),
    select: (answer): AttentionCount => ({ total: answer.pagination.total }),
    meta,
  });
}
