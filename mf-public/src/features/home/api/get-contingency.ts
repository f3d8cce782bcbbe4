import type { ContingencyHeadline } from '@rr/contracts';
import { api, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import { useQuery } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';

/** GET /api/aggregates/contingency — the home page headline; optional, so a failure stays silent. */
export function getContingency(options: CallOptions = {}): Promise<ContingencyHeadline> {
  return api.get<ContingencyHeadline>(apiPath('/api/aggregates/contingency'), { ...options, alert: false });
}

export function useContingency() {
  return useQuery({ queryKey: queryKeys.aggregates.contingency(), queryFn: (context) => getContingency(queryCall(context)) });
}
