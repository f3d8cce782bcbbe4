import { get, queryCall, queryKeys, keepPreviousData, useQuery, type CallOptions } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import type { DeadlineReport } from '@rr/contracts';
import type { DeadlineParams } from '../lib/report-query';

export type DeadlineKind = 'late' | 'finished';
export type { DeadlineParams };

const REPORT_PATHS: Readonly<Record<DeadlineKind, string>> = { late: apiPath('/api/admin/events-late'), finished: apiPath('/api/admin/events-finished') };

/**
 * GET /api/admin/events-late | /events-finished `?startDate&endDate&page&sortBy&sortDirection` (15 a page;
 * `deadlineReportQuerySchema`): the page's rows and the chart's months.
 */
export function getDeadlineReport(kind: DeadlineKind, params: DeadlineParams, call: CallOptions = {}): Promise<DeadlineReport> {
  return get(REPORT_PATHS[kind], { query: { ...params, limit: 15 }, alert: false, ...call });
}

export function useDeadlineReport(kind: DeadlineKind, params: DeadlineParams) {
  return useQuery({
    queryKey: [...queryKeys.events.all, 'deadline', kind, params] as const,
    queryFn: (context) => getDeadlineReport(kind, params, queryCall(context)),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}
