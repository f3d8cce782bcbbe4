import { buildUrl, get, keepPreviousData, queryCall, queryKeys, useQuery } from '@rr/api-client';
import type { VinReportResponse } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** The rider VIN report (spec §7 `GET /api/vin-report`). */

export interface VinReportParams {
  status?: string;
  model?: string;
  year?: number;
  country?: string;
  query?: string;
  sort?: string;
  page: number;
  limit: number;
}

export function useVinReport(params: VinReportParams) {
  return useQuery({
    queryKey: queryKeys.vinReport.list({ ...params }),
    queryFn: (context) => get<VinReportResponse>(apiPath('/api/vin-report'), { query: { ...params }, alert: false, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** The file of every row matching the filters (made by the server: the browser never loads a spreadsheet library). */
export function exportHref(params: Omit<VinReportParams, 'page' | 'limit'>, format: 'csv' | 'xlsx'): string {
  return buildUrl(apiPath('/api/vin-report'), { ...params, format });
}
