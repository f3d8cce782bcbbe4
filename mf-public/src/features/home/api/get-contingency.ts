import { api, queryCall, queryKeys, type CallOptions } from '@rr/api-client';
import { useQuery } from '@tanstack/react-query';

export interface ContingencyResponse {
  contingencyTitle?: string;
  /** Programme-wide contingency, in cents. */
  contingencyAmount?: number;
}

/** GET /api/aggregates/contingency — the home page headline; optional, so a failure stays silent. */
export function getContingency(options: CallOptions = {}): Promise<ContingencyResponse> {
  return api.get<ContingencyResponse>('/api/aggregates/contingency', { ...options, alert: false });
}

export function useContingency() {
  return useQuery({ queryKey: queryKeys.aggregates.contingency(), queryFn: (context) => getContingency(queryCall(context)) });
}
