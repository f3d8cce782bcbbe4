import { get, keepPreviousData, queryCall, queryKeys, useQuery } from '@rr/api-client';
import type { Currency, ReceivablesAnswer } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

/** `GET /api/admin/receivables` query: a currency, a search (name or e-mail), the page. */
export interface ReceivablesParams {
  currency?: Currency;
  query?: string;
  page: number;
  limit: number;
}

/** Riders who owe the programme, largest debt first, with the totals per currency of every match. */
export function useReceivables(params: ReceivablesParams) {
  return useQuery({
    // Under payouts' key: a write-off or a correction refreshes it with the rest of the money.
    queryKey: [...queryKeys.payouts.all, 'receivables', 'list', { ...params }] as const,
    queryFn: (context) => get<ReceivablesAnswer>(apiPath('/api/admin/receivables'), { query: { ...params }, alert: false, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}
